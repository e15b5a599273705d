import { z } from 'zod';
import { chatMessageSchema } from '../schemas/chat.ts';
import { profileCardSchema } from '../schemas/discovery.ts';

// The numbers apart from the schemas, so a page can use them without loading zod.
export * from './constants.ts';

/**
 * The realtime contract: one WebSocket (`GET /api/ws?since=N`) per browser tab. Events a member must
 * not miss are stored with a per-member sequence number in the same transaction as their cause and
 * replayed after `since`; typing is fleeting and never stored.
 */
const id = z.number().int();

/** What a member is told, stored with its sequence number. */
export const memberEventSchema = z.discriminatedUnion('type', [
  /** A message in one of the member's conversations (their own too, for their other tabs). */
  z.object({
    type: z.literal('message'),
    conversation_id: id,
    message: chatMessageSchema,
    /** The other member of the conversation, for a list that does not show it yet. */
    profile: profileCardSchema,
  }),
  /** The other member read the conversation up to this message (never from invisible members). */
  z.object({ type: z.literal('read'), conversation_id: id, up_to: id }),
  /** Someone liked the member; `match` when the member likes them too. */
  z.object({ type: z.literal('like'), profile: profileCardSchema, match: z.boolean() }),
  /** The member's balance changed. */
  z.object({ type: z.literal('credits'), credits: z.number().int() }),
]);
export type MemberEvent = z.infer<typeof memberEventSchema>;

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('event'), seq: id, event: memberEventSchema }),
  /** Everything up to `seq` has been sent (after the catch-up of a new socket). */
  z.object({ type: z.literal('ready'), seq: id }),
  /** The other member of the conversation is typing (fleeting, not stored). */
  z.object({ type: z.literal('typing'), conversation_id: id }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('typing'), conversation: id }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/**
 * Query of `GET /api/ws`: `since` = the last sequence number the client has; every stored event after
 * it comes first. Absent: start from now (a new tab loads its lists over HTTP).
 */
export const realtimeQuerySchema = z.object({ since: z.coerce.number().int().min(0).optional() });
