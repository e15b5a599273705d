import { type Compilable, CompiledQuery, type QueryResult } from 'kysely';
import type { Executor } from './transaction.ts';

/** Stands in for one named value while a template is built. */
class Placeholder {
  readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
}

/**
 * A statement built and compiled by Kysely once, then run with new values: for the few statements
 * of every request (the signed-in member, a send's party), whose building cost about as much as
 * the database's work on them (150 µs each on a slow machine: docs/decisions.md).
 *
 * `build` is called once, with placeholders for `values`: it must use each value only as a value of
 * the statement (compared, inserted), never decide anything from it in JavaScript, and name every
 * value it is given. Building refuses a template where a placeholder ended up elsewhere.
 */
export function statementTemplate<V extends Record<string, unknown>, O>(
  build: (db: Executor, values: V) => Compilable<O>,
): (db: Executor, values: V) => Promise<QueryResult<O>> {
  let compiled: { sql: string; parameters: readonly unknown[] } | null = null;
  return async (db, values) => {
    if (!compiled) {
      const placeholders = Object.fromEntries(
        Object.keys(values).map((name) => [name, new Placeholder(name)]),
      );
      compiled = build(db, placeholders as V).compile();
      const used = new Set(compiled.parameters.filter((p) => p instanceof Placeholder).map((p) => p.name));
      const unused = Object.keys(values).filter((name) => !used.has(name));
      if (unused.length > 0 || compiled.sql.includes('[object Object]'))
        throw new Error(
          `statement template: ${unused.join(', ') || 'a value'} is not a value of the statement`,
        );
    }
    const parameters = compiled.parameters.map((p) => (p instanceof Placeholder ? values[p.name] : p));
    return db.executeQuery<O>(CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<O>);
  };
}
