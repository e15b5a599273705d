import { type Compilable, CompiledQuery, type QueryResult, type RawBuilder } from 'kysely';
import type { Executor } from './transaction.ts';

/**
 * One named value of a template while it is built. Turning it into text or JSON throws: a builder
 * that wrote a value into the statement's text (`sql.lit`, a string) instead of passing it as a
 * parameter is refused at once rather than running with the first call's value baked in.
 */
class ValueSlot {
  readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
  toString(): string {
    throw new Error(`statement template: ${this.name} was written into the statement's text`);
  }
  toJSON(): never {
    throw new Error(`statement template: ${this.name} was turned into JSON`);
  }
}

/**
 * A statement built and compiled by Kysely once, then run with new values: for the few statements
 * of every request (the signed-in member; a chat send's party, profile read and write), whose
 * building cost about as much as the database's work on them (150 µs each on a slow machine:
 * docs/decisions.md).
 *
 * `build` runs once, with a `ValueSlot` for each of `values`. It must pass each value to the
 * statement as a parameter (compared, inserted) and decide nothing from it in JavaScript; a value it
 * never passes, or writes into the text, makes the first call fail.
 */
export function statementTemplate<V extends Record<string, unknown>, O>(
  build: (db: Executor, values: V) => Compilable<O> | RawBuilder<O>,
): (db: Executor, values: V) => Promise<QueryResult<O>> {
  let compiled: { sql: string; parameters: readonly unknown[] } | null = null;
  return async (db, values) => {
    if (!compiled) {
      const slots = Object.fromEntries(Object.keys(values).map((name) => [name, new ValueSlot(name)]));
      const statement = build(db, slots as V);
      // A raw statement (sql`…`) compiles against an executor; a query builder knows its own.
      const built = 'isRawBuilder' in statement ? statement.compile(db) : statement.compile();
      const passed = new Set(built.parameters.filter((p) => p instanceof ValueSlot).map((p) => p.name));
      const missing = Object.keys(values).filter((name) => !passed.has(name));
      if (missing.length > 0)
        throw new Error(`statement template: ${missing.join(', ')} is not a parameter of the statement`);
      compiled = built;
    }
    const parameters = compiled.parameters.map((p) => (p instanceof ValueSlot ? values[p.name] : p));
    return db.executeQuery<O>(CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<O>);
  };
}
