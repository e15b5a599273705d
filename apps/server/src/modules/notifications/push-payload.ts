import type { Locale, PushPayload } from '@amoret/shared';
import { translator } from '../../platform/i18n.ts';
import type { Due } from './notifier.ts';

/**
 * The notification of a message or like, in the member's language. It names who wrote or liked, never
 * what was written: a phone's lock screen shows it to anyone near.
 */
export function pushPayloadOf(event: Due['event'], locale: Locale, siteName: string): PushPayload {
  const t = translator(locale);
  const vars = { name: event.profile.name, siteName };
  if (event.type === 'message')
    return {
      title: t('mail:push.message.title', vars),
      body: t('mail:push.message.body', vars),
      url: `/chats/${event.conversation_id}`,
      tag: `chat-${event.conversation_id}`,
      icon: event.profile.thumb_url,
    };
  const kind = event.match ? 'match' : 'like';
  return {
    title: t(`mail:push.${kind}.title`, vars),
    body: t(`mail:push.${kind}.body`, vars),
    url: event.match ? '/likes/matches' : '/likes/received',
    tag: `${kind}-${event.profile.id}`,
    icon: event.profile.thumb_url,
  };
}
