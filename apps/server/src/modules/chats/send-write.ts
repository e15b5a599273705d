import { type RawBuilder, sql } from 'kysely';
import { commitWithThis } from '../../db/pipelined-transaction.ts';
import { statementTemplate } from '../../db/statement-template.ts';
import type { Executor } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import { creditsAnnounced } from '../accounts/sessions/member-cache.ts';
import { entryWrites } from '../credits/credits.repo.ts';
import type { DebitReason } from '../credits/credits.service.ts';
import { type EventFor, recordedPairs, storedEvent, storedEventWrites } from '../realtime/member-events.ts';
import { messageStored, messageWrites, type NewMessage } from './conversations.ts';

/** A send's debit, as its write takes it. */
export interface SendDebit {
  amount: number;
  reason: DebitReason;
  reference: string;
  idempotencyKey: string;
}

/** A message's columns, every one given (the template passes each as a value). */
type MessageValues = Required<Omit<NewMessage, 'held' | 'opens'>>;

export interface SendWrite {
  message: MessageValues & Pick<NewMessage, 'held' | 'opens'>;
  /** Null for a free message. */
  debit: SendDebit | null;
  events: EventFor[];
  /** Messages a member may send per minute; 0 = no limit. */
  perMinute: number;
  /** The statement ends the transaction (it began it). */
  commit: boolean;
}

interface WriteRow {
  stored: boolean;
  balance_after: number | null;
  recorded: [number, number][];
}

/** What the write statement refuses (`amoret_refuse`), with the answer's status. */
const REFUSALS = { tooManyMessages: 429, insufficientCredits: 402 } as const;

/** A refusal of the write statement as the API error it stands for; any other error as it is. */
function asRefusal(error: unknown): unknown {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code !== 'AM000' || !Object.hasOwn(REFUSALS, String(message))) return error;
  const key = message as keyof typeof REFUSALS;
  return new AppError(key, REFUSALS[key]);
}

/**
 * One statement writes the send: the message with both list rows (or, for a first message, the
 * conversation it opens), its debit and its events, each of the last two only if the message was
 * new (a retried `client_id` writes nothing). A round trip per part was most of a send's cost
 * (docs/decisions.md, "A send in one statement"). It refuses, with an error that rolls everything
 * back, a send over the spam brake and one the balance cannot pay: that is what lets it carry the
 * COMMIT (docs/decisions.md "COMMIT with the last statement"). The spam brake counts the sender's
 * messages of the last minute in its snapshot, taken after the party query took the sender's hold, so
 * a concurrent send of theirs has committed and is counted.
 *
 * The statement is a template per shape (free or paid, first message or not, held or delivered,
 * brake, commit, number of events): Kysely builds and compiles each shape once, and every send passes
 * only its values (docs/decisions.md, "Statement templates").
 */
export async function writeSend(trx: Executor, write: SendWrite): Promise<WriteRow> {
  const { message, debit, events, perMinute, commit } = write;
  const shape: WriteShape = {
    commit,
    debit: debit !== null,
    opens: message.opens !== undefined,
    held: message.held,
    brake: perMinute > 0,
    events: events.length,
  };
  const { held: _held, opens, ...columns } = message;
  const values: Record<string, unknown> = { ...columns };
  if (opens) Object.assign(values, { siteId: opens.siteId, otherId: opens.otherId });
  if (debit) {
    if (!Number.isSafeInteger(debit.amount) || debit.amount <= 0)
      throw new RangeError(`a message costs a positive whole number of credits, not ${debit.amount}`);
    Object.assign(values, {
      debitAmount: -debit.amount,
      debitReason: debit.reason,
      debitReference: debit.reference,
      debitKey: debit.idempotencyKey,
    });
  }
  if (perMinute > 0)
    Object.assign(values, { perMinute, brakeSince: new Date(message.now.getTime() - 60_000) });
  events.map(storedEvent).forEach((event, i) => {
    values[`event${i}User`] = event.userId;
    values[`event${i}Type`] = event.type;
    values[`event${i}Payload`] = event.payload;
  });
  const { rows } = await templateFor(shape)(trx, values).catch((error: unknown) => {
    throw asRefusal(error);
  });
  return rows[0]!;
}

interface WriteShape {
  commit: boolean;
  debit: boolean;
  opens: boolean;
  held: boolean;
  brake: boolean;
  events: number;
}

const templates = new Map<string, ReturnType<typeof writeTemplate>>();

function templateFor(shape: WriteShape) {
  const key = JSON.stringify(shape);
  let template = templates.get(key);
  if (!template) {
    template = writeTemplate(shape);
    templates.set(key, template);
  }
  return template;
}

/** The write of one shape, built from the values' slots (which it may only pass as parameters). */
function writeTemplate(shape: WriteShape) {
  return statementTemplate((trx, v: Record<string, unknown>) => {
    const slot = <T>(name: string) => v[name] as T;
    const now = slot<Date>('now');
    // The columns' slots (the other values' slots ride along unread).
    const message: NewMessage = {
      ...(v as unknown as MessageValues),
      held: shape.held,
      opens: shape.opens ? { siteId: slot('siteId'), otherId: slot('otherId') } : undefined,
    };
    const writes = [messageWrites(trx, message)];
    if (shape.debit)
      writes.push(
        entryWrites(
          trx,
          {
            user_id: message.senderId,
            amount: slot('debitAmount'),
            reason: slot('debitReason'),
            reference: slot('debitReference'),
            idempotency_key: slot('debitKey'),
            created_at: now,
          },
          messageStored,
        ),
      );
    const events = Array.from({ length: shape.events }, (_, i) => ({
      userId: slot<number>(`event${i}User`),
      type: slot<string>(`event${i}Type`),
      payload: slot<string>(`event${i}Payload`),
    }));
    writes.push(storedEventWrites(events, now, messageStored));
    const balanceAfter = shape.debit ? sql`(SELECT balance_after FROM entry)` : sql`NULL::int`;
    // A debit's balance change is told over the event bus, not by the database (`creditsAnnounced`).
    const announced = shape.debit ? creditsAnnounced : sql`NULL`;
    const overBrake = shape.brake
      ? sql`${sentSince(message.senderId, slot('brakeSince'))} >= ${slot('perMinute')}`
      : sql`false`;
    const unpaid = shape.debit ? sql`NOT EXISTS (SELECT FROM entry)` : sql`false`;
    return sql<WriteRow>`
      ${shape.commit ? commitWithThis : sql``}
      WITH ${sql.join(writes)}
      SELECT ${messageStored} AS stored, ${balanceAfter} AS balance_after, ${recordedPairs} AS recorded,
        ${announced} AS announced,
        CASE WHEN NOT ${messageStored} THEN false
          WHEN ${overBrake} THEN amoret_refuse('tooManyMessages')
          WHEN ${unpaid} THEN amoret_refuse('insufficientCredits')
          ELSE false END AS refused`;
  });
}

/**
 * The spam brake's count: the sender's messages since `since` (counted in the database, so per
 * member on every instance). At most `perMinute` messages in any minute.
 */
function sentSince(senderId: number, since: Date): RawBuilder<number> {
  return sql<number>`(SELECT count(*) FROM messages WHERE sender_id = ${senderId} AND created_at > ${since})`;
}
