import type { ChatImage, ChatMessage } from '@amoret/shared';
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { dayLabel } from './chat-time.ts';
import { MessageBubble } from './message-bubble.tsx';
import { groupByDay, receipts } from './messages.ts';
import { TypingBubble, TypingStatus } from './typing-bubble.tsx';
import { useNow } from './use-now.ts';
import type { Outgoing } from './use-send-message.ts';

type Item = { created_at: string } & ({ message: ChatMessage } | { outgoing: Outgoing });

/** Nearer the top than this starts loading older messages; nearer the bottom keeps following new ones. */
const EDGE_PX = 120;

/**
 * The messages as a log (screen readers hear new ones), grouped by day, with "Seen" or "Sent" under
 * the member's latest messages and the other member's typing dots at the bottom. Scrolling to the top
 * loads older messages and keeps the view where it was; new messages scroll into view when the member
 * is at the bottom already or wrote them.
 */
export function MessageList({
  messages,
  outgoing,
  hasMore,
  loadingOlder,
  onLoadOlder,
  onRetry,
  onOpenImage,
  otherName,
  seenUpTo,
  typing,
  children,
}: {
  messages: ChatMessage[];
  outgoing: Outgoing[];
  hasMore: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
  onOpenImage: (image: ChatImage) => void;
  otherName: string;
  /** The member's messages up to this id have been read by the other (null: not known). */
  seenUpTo: number | null;
  /** The other member is typing. */
  typing: boolean;
  /** Shown below the messages (the start of an empty conversation). */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('chat');
  const now = useNow();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const anchor = useRef<number | null>(null);
  const fillIfShortRef = useRef(() => {});

  // A sent message is in the conversation already; its bubble on the way goes.
  const sent = new Set(messages.map((m) => m.client_id).filter(Boolean));
  const items: Item[] = [
    ...messages.map((message) => ({ created_at: message.created_at, message })),
    ...outgoing.filter((o) => !sent.has(o.client_id)).map((o) => ({ created_at: o.created_at, outgoing: o })),
  ];
  const firstId = messages[0]?.id;
  const last = items.at(-1);
  const lastKey = last ? ('message' in last ? `m${last.message.id}` : `o${last.outgoing.client_id}`) : '';
  const lastMine = last ? ('message' in last ? last.message.mine : true) : false;
  const receipt = receipts(messages, seenUpTo);

  const loadOlder = () => {
    const el = scroller.current;
    if (!el || !hasMore || loadingOlder) return;
    anchor.current = el.scrollHeight - el.scrollTop;
    onLoadOlder();
  };

  // Older messages went in above: the same messages stay under the member's eyes.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && anchor.current !== null) el.scrollTop = el.scrollHeight - anchor.current;
    anchor.current = null;
  }, [firstId]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && (atBottom.current || lastMine)) el.scrollTop = el.scrollHeight;
  }, [lastKey]);

  // The typing dots and a receipt grow the log too: one who was at the bottom stays there.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [typing, receipt.seen]);

  // A short conversation does not scroll, so older pages come until it fills the view. Only once the
  // log is laid out (drawn off the document for a moment it measures 0), and again when it resizes.
  const fillIfShort = () => {
    const el = scroller.current;
    if (el && el.clientHeight > 0 && el.scrollHeight <= el.clientHeight) loadOlder();
  };
  fillIfShortRef.current = fillIfShort;
  useLayoutEffect(fillIfShort, [firstId, hasMore, loadingOlder]);
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => fillIfShortRef.current());
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // A picture that arrives later grows the log: one who was at the bottom stays there.
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const onLoad = () => {
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    };
    el.addEventListener('load', onLoad, true);
    return () => el.removeEventListener('load', onLoad, true);
  }, []);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX;
    if (el.scrollTop < EDGE_PX) loadOlder();
  };

  return (
    <>
      <div
        ref={scroller}
        className="chat-log"
        role="log"
        aria-live="polite"
        aria-label={t('conversation.log', { name: otherName })}
        onScroll={onScroll}
        data-testid="message-list"
      >
        {hasMore && (
          <div className="text-center py-2">
            <button
              type="button"
              className="btn btn-link btn-sm"
              onClick={loadOlder}
              disabled={loadingOlder}
              data-testid="load-older"
            >
              {loadingOlder && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {t(loadingOlder ? 'conversation.loadingOlder' : 'conversation.loadOlder')}
            </button>
          </div>
        )}
        {groupByDay(items).map((group) => (
          <div key={group.key} className="chat-day-group">
            <div className="chat-day">
              <span>
                {dayLabel(group.date, now, i18n.language, {
                  today: t('day.today'),
                  yesterday: t('day.yesterday'),
                })}
              </span>
            </div>
            {group.items.map((item) =>
              'message' in item ? (
                <MessageBubble
                  key={item.message.client_id ?? `m${item.message.id}`}
                  message={item.message}
                  otherName={otherName}
                  onOpenImage={onOpenImage}
                  receipt={
                    item.message.id === receipt.seen
                      ? 'seen'
                      : item.message.id === receipt.sent
                        ? 'sent'
                        : undefined
                  }
                />
              ) : (
                <MessageBubble
                  key={item.outgoing.client_id}
                  outgoing={item.outgoing}
                  otherName={otherName}
                  onRetry={onRetry}
                />
              ),
            )}
          </div>
        ))}
        {typing && <TypingBubble />}
        {children}
      </div>
      <TypingStatus typing={typing} name={otherName} />
    </>
  );
}
