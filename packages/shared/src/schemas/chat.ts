import { z } from 'zod';
import { GIFT_KEYS, ICEBREAKER_KEYS } from '../chat/catalogue.ts';
import { MESSAGE_KINDS } from '../chat/rules.ts';
import { bodyIdSchema, queryIdSchema } from './common.ts';
import { profileCardSchema } from './discovery.ts';
import { text } from './text.ts';

const id = queryIdSchema;
const bodyId = bodyIdSchema;

export const giftSchema = z
  .object({ key: z.enum(GIFT_KEYS), name: z.string(), image_url: z.string() })
  .meta({ id: 'Gift' });
export type Gift = z.infer<typeof giftSchema>;

export const chatImageSchema = z
  .object({
    id: z.number().int(),
    thumb_url: z.string(),
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'ChatImage' });
export type ChatImage = z.infer<typeof chatImageSchema>;

/** One message as the conversation shows it. */
export const chatMessageSchema = z
  .object({
    id: z.number().int(),
    /** Written by the caller. */
    mine: z.boolean(),
    kind: z.enum(MESSAGE_KINDS),
    /** Stored as typed (no HTML): render it as text. */
    text: z.string().nullable(),
    gift: giftSchema.nullable(),
    image: chatImageSchema.nullable(),
    created_at: z.string(),
    /** Own message kept until the caller confirms their e-mail address. */
    held: z.boolean(),
    /** Links in the text may be made clickable: its sender has paid (never for spam accounts). */
    links: z.boolean(),
    /** The sender's idempotency key (own messages only), to match a sent message to its draft. */
    client_id: z.string().nullable(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The last message of a conversation, for the list. */
export const lastMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  /** The start of a text message; null for images and gifts. */
  preview: z.string().nullable(),
  gift: z.enum(GIFT_KEYS).nullable(),
  mine: z.boolean(),
  created_at: z.string(),
});

/** Chat entry of spec section 3, with the list's other details. */
export const chatEntrySchema = z
  .object({
    conversation: z.object({ id: z.number().int() }),
    profile: profileCardSchema,
    num_unread_messages: z.number().int(),
    last_message: lastMessageSchema.nullable(),
    /** The other member deleted their account: the conversation can be read, not answered. */
    gone: z.boolean(),
  })
  .meta({ id: 'ChatEntry' });
export type ChatEntry = z.infer<typeof chatEntrySchema>;

/** `GET /api/chats.php?before=…`: the page after the one whose `next` this is. */
export const chatsQuerySchema = z.object({
  before: text()
    .regex(/^\d{1,15}\.\d{1,16}$/, { message: 'invalidValue' })
    .optional(),
});

export const chatsResponseSchema = z
  .object({
    chats: z.array(chatEntrySchema),
    /** Cursor of the next (older) page, or null when this is the last. */
    next: z.string().nullable(),
    /** Unread messages over all conversations (the Messages badge), also beyond the listed ones. */
    total_unread: z.number().int(),
  })
  .meta({ id: 'ChatsResponse' });
export type ChatsResponse = z.infer<typeof chatsResponseSchema>;

/** `GET /api/chat.php`: a conversation by its id, or the one with a profile (it may not exist yet). */
export const chatQuerySchema = z
  .object({ conversation: id.optional(), profile: id.optional(), before: id.optional() })
  .refine((q) => (q.conversation === undefined) !== (q.profile === undefined), {
    message: 'required',
    path: ['conversation'],
  });
export type ChatQuery = z.infer<typeof chatQuerySchema>;

export const CHAT_STATES = ['active', 'gone', 'blocked'] as const;
export type ChatState = (typeof CHAT_STATES)[number];

export const chatResponseSchema = z
  .object({
    /** Null until the first message to this profile. */
    conversation: z.object({ id: z.number().int() }).nullable(),
    profile: profileCardSchema,
    /** active: write away; gone: the member deleted their account; blocked: you block them. */
    state: z.enum(CHAT_STATES),
    /** Oldest first; pass the first one's id as `before` for the page before it. */
    messages: z.array(chatMessageSchema),
    has_more: z.boolean(),
    /** For members who never paid: conversations they may still start (null: no limit). */
    free_conversations_left: z.number().int().nullable(),
    /** The caller's messages up to this id have been read by the other member (null: none, or invisible). */
    seen_up_to: z.number().int().nullable(),
  })
  .meta({ id: 'ChatResponse' });
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/**
 * `POST /api/chat.php`: to a conversation, or to a profile (the conversation is made on the first
 * message). `client_id` is the client's idempotency key: the same key again stores and charges once.
 */
export const sendMessageSchema = z
  .object({
    conversation: bodyId.optional(),
    profile: bodyId.optional(),
    kind: z.enum(MESSAGE_KINDS),
    text: text().max(20_000, { message: 'tooLong' }).optional(),
    gift: z.enum(GIFT_KEYS).optional(),
    image: bodyId.optional(),
    client_id: z.uuid(),
  })
  .refine((m) => (m.conversation === undefined) !== (m.profile === undefined), {
    message: 'required',
    path: ['conversation'],
  })
  .refine((m) => m.kind !== 'text' || (m.text ?? '').trim().length > 0, {
    message: 'required',
    path: ['text'],
  })
  .refine((m) => m.kind !== 'gift' || m.gift !== undefined, { message: 'required', path: ['gift'] })
  .refine((m) => m.kind !== 'image' || m.image !== undefined, { message: 'required', path: ['image'] });
export type SendMessage = z.infer<typeof sendMessageSchema>;

export const sendMessageResponseSchema = z
  .object({
    conversation: z.object({ id: z.number().int() }),
    message: chatMessageSchema,
    /** The caller's balance after paying for it. */
    credits: z.number().int(),
  })
  .meta({ id: 'SendMessageResponse' });
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

export const conversationBodySchema = z.object({ conversation: bodyId });

export const chatImageQuerySchema = z.object({ id, size: z.enum(['full', 'thumb']).default('full') });
export const chatImageResponseSchema = z.object({ image: chatImageSchema });

export const giftsResponseSchema = z.object({ gifts: z.array(giftSchema) }).meta({ id: 'GiftsResponse' });
export const icebreakersResponseSchema = z
  .object({ icebreakers: z.array(z.object({ key: z.enum(ICEBREAKER_KEYS), text: z.string() })) })
  .meta({ id: 'IcebreakersResponse' });
export type Icebreaker = z.infer<typeof icebreakersResponseSchema>['icebreakers'][number];
