import type { Locale, MemberEvent, PushPayload } from '@amoret/shared';
import { translator } from '../../platform/i18n.ts';

/**
 * The notification a member's event gives, in their language, or null for events that do not
 * notify (their own messages, read receipts, the balance). It names who wrote or liked, never what
 * was written: a phone's lock screen shows it to anyone near.
 */
export function pushPayloadOf(event: MemberEvent, locale: Locale, siteName: string): PushPayload | null {
  const t = translator(locale);
  const vars = {
    name: event.type === 'message' || event.type === 'like' ? event.profile.name : '',
    siteName,
  };
  if (event.type === 'message') {
    if (event.message.mine) return null;
    return {
      title: t('mail:push.message.title', vars),
      body: t('mail:push.message.body', vars),
      url: `/chats/${event.conversation_id}`,
      tag: `chat-${event.conversation_id}`,
      icon: event.profile.thumb_url,
    };
  }
  if (event.type === 'like') {
    const kind = event.match ? 'match' : 'like';
    return {
      title: t(`mail:push.${kind}.title`, vars),
      body: t(`mail:push.${kind}.body`, vars),
      url: event.match ? '/likes/matches' : '/likes/received',
      tag: `${kind}-${event.profile.id}`,
      icon: event.profile.thumb_url,
    };
  }
  return null;
}
