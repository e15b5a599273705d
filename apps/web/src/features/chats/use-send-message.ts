import {
  type ChatResponse,
  type Gift,
  type MessageKind,
  messageCost,
  routes,
  type SendMessageResponse,
  type User,
} from '@amoret/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { mergeMessages } from '../../lib/chat-messages.ts';
import { newClientId } from '../../lib/client-id.ts';
import { ApiError } from '../../lib/http-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSettings } from '../../lib/site/settings.ts';

export { newClientId };

import type { ConversationRef } from './use-conversation.ts';

/** A message on its way: shown at once, then replaced by the server's, or marked failed with Retry. */
export interface Outgoing {
  /** The idempotency key: made once per draft and sent again on every retry of it. */
  client_id: string;
  kind: MessageKind;
  text?: string;
  gift?: Gift;
  /** An image to upload first, shown from the device meanwhile. */
  file?: File;
  previewUrl?: string;
  /** The uploaded image's id, kept so a retry does not upload again. */
  image?: number;
  status: 'uploading' | 'sending' | 'failed';
  error?: unknown;
  created_at: string;
}

export type Draft = Pick<Outgoing, 'kind' | 'text' | 'gift' | 'file'>;

async function uploadChatImage(file: File): Promise<number> {
  const form = new FormData();
  form.append('file', file);
  return (await api.call(routes.chats.uploadImage, { body: form })).image.id;
}

/** Refusals the conversation answers with a notice (buy credits, go premium) rather than a bubble only. */
export const isCreditsProblem = (e: unknown): e is ApiError =>
  e instanceof ApiError && (e.key === 'insufficientCredits' || e.key === 'freeConversationLimit');

/**
 * POST /api/chat.php with an optimistic bubble. On success the member's credits in the cache follow the
 * answer (the credits badge), the message joins the conversation and the list is read again.
 */
export function useSendMessage(ref: ConversationRef, onSent?: (result: SendMessageResponse) => void) {
  const queryClient = useQueryClient();
  const settings = useSettings();
  const [outgoing, setOutgoing] = useState<Outgoing[]>([]);
  const [problem, setProblem] = useState<ApiError | null>(null);
  const items = useRef<Outgoing[]>([]);
  const onSentRef = useRef(onSent);
  onSentRef.current = onSent;

  // The bubbles live in a ref too: a send that ends after later renders changes the current list.
  const update = (clientId: string, change: Partial<Outgoing> | null) => {
    items.current = items.current.flatMap((o) => {
      if (o.client_id !== clientId) return [o];
      return change ? [{ ...o, ...change }] : [];
    });
    setOutgoing(items.current);
  };

  // One conversation per mount (the page keys it by its address): `ref` changes only when a first
  // message gave it its own address, and then names the same conversation.
  const target = ref;
  const run = async (item: Outgoing) => {
    update(item.client_id, {
      status: item.file && item.image === undefined ? 'uploading' : 'sending',
      error: undefined,
    });
    try {
      let image = item.image;
      if (item.file && image === undefined) {
        image = await uploadChatImage(item.file);
        update(item.client_id, { image, status: 'sending' });
      }
      const result = await api.call(routes.chats.send, {
        body: {
          ...target,
          kind: item.kind,
          text: item.text,
          gift: item.gift?.key,
          image,
          client_id: item.client_id,
        },
      });
      setProblem(null);
      queryClient.setQueryData<User | null>(queryKeys.accounts.currentUser(), (user) =>
        user ? { ...user, credits: result.credits } : user,
      );
      queryClient.setQueryData<ChatResponse>(queryKeys.chats.conversation(target), (d) =>
        d
          ? {
              ...d,
              conversation: result.conversation,
              messages: mergeMessages(d.messages, [result.message]),
            }
          : d,
      );
      if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
      update(item.client_id, null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.chats.list() });
      onSentRef.current?.(result);
    } catch (error) {
      update(item.client_id, { status: 'failed', error });
      if (isCreditsProblem(error)) setProblem(error);
      // The member left or was blocked meanwhile: the conversation shows why.
      if (error instanceof ApiError && (error.key === 'memberGone' || error.key === 'chatBlocked'))
        void queryClient.invalidateQueries({ queryKey: queryKeys.chats.conversation(target) });
    }
  };

  /**
   * Whether the member's balance pays for a message of `kind`: as this page knows it, asked again
   * first when it looks too low (a purchase in another tab may have raised it).
   */
  const affordable = async (kind: MessageKind) => {
    const price = messageCost(kind, settings);
    const balance = () => queryClient.getQueryData<User | null>(queryKeys.accounts.currentUser())?.credits;
    if ((balance() ?? price) >= price) return true;
    await queryClient.refetchQueries({ queryKey: queryKeys.accounts.currentUser() });
    return (balance() ?? 0) >= price;
  };

  /**
   * Sends a draft, and answers whether it went. One the balance cannot pay is not sent to be refused
   * (402, a failed bubble whose Retry cannot work until after buying): the conversation's notice says
   * why, with the way to buy, and the caller keeps the draft (a text stays in the field).
   */
  const send = async (draft: Draft, clientId: string = newClientId()): Promise<boolean> => {
    if (!(await affordable(draft.kind))) {
      setProblem(new ApiError(402, 'insufficientCredits', ''));
      return false;
    }
    const item: Outgoing = {
      ...draft,
      client_id: clientId,
      previewUrl: draft.file ? URL.createObjectURL(draft.file) : undefined,
      status: draft.file ? 'uploading' : 'sending',
      created_at: new Date().toISOString(),
    };
    items.current = [...items.current, item];
    setOutgoing(items.current);
    void run(item);
    return true;
  };

  /** Sends a failed message again with its own idempotency key (and its uploaded image, if any). */
  const retry = (clientId: string) => {
    const item = items.current.find((o) => o.client_id === clientId);
    if (item && item.status === 'failed') void run(item);
  };

  // Previews of images never sent are let go with the conversation.
  useEffect(
    () => () => {
      for (const o of items.current) if (o.previewUrl) URL.revokeObjectURL(o.previewUrl);
    },
    [],
  );

  return { outgoing, send, retry, problem };
}
