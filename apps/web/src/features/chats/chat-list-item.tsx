import type { ChatEntry } from '@amoret/shared';
import { FictionalBadge } from '../../components/fictional-badge.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { OnlineDot, ProfilePhoto } from '../../components/profile-photo.tsx';
import { badgeText } from '../../lib/badge-text.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useTyping } from '../../lib/realtime/typing.ts';
import { listTime } from './chat-time.ts';
import { Icon } from './icons.tsx';

/**
 * One conversation in the list: photo, name and age, the last message (or "typing…") and its time, and
 * the unread count (its own colour, and said in words for screen readers). A deleted member's row is
 * muted.
 */
export function ChatListItem({ entry, active, now }: { entry: ChatEntry; active: boolean; now: Date }) {
  // Gift names come from the catalogue namespace, as the server names them in messages.
  const { t, i18n } = useTranslation(['chat', 'catalogue']);
  const { profile, last_message: last, num_unread_messages: unread, gone } = entry;
  const name = gone ? t('list.deletedMember') : profile.name;
  const typing = useTyping(entry.conversation.id) && !gone;

  let preview: React.ReactNode = <em>{t('list.noMessages')}</em>;
  if (last?.kind === 'image') {
    preview = (
      <>
        <Icon name="camera" className="chat-icon chat-icon--inline" /> {t('list.photo')}
      </>
    );
  } else if (last?.kind === 'gift') {
    preview = (
      <>
        <Icon name="gift" className="chat-icon chat-icon--inline" />{' '}
        {last.gift ? t(`catalogue:gift.${last.gift}`) : t('list.gift')}
      </>
    );
  } else if (last) {
    preview = last.preview;
  }

  const classes = ['chat-row'];
  if (unread > 0) classes.push('chat-row--unread');
  if (gone) classes.push('chat-row--gone');
  if (active) classes.push('active');

  return (
    <PlainLink
      to={`/chats/${entry.conversation.id}`}
      className={classes.join(' ')}
      aria-current={active ? 'page' : undefined}
      data-testid="chat-row"
      data-conversation-id={entry.conversation.id}
      data-profile-id={profile.id}
    >
      <span className="chat-avatar">
        <ProfilePhoto src={gone ? null : profile.thumb_url} name={name} className="rounded-circle" />
        {profile.fictional && !gone && <FictionalBadge className="chat-avatar-badge" />}
        {profile.online && !gone && (
          <OnlineDot label={t('conversation.online')} className="chat-avatar-online" />
        )}
      </span>
      <span className="chat-row-body">
        <span className="d-flex align-items-baseline gap-2">
          <span className="chat-row-name text-truncate" data-testid="chat-row-name">
            {name}
            {!gone && <span className="fw-normal text-body-secondary">, {profile.age}</span>}
          </span>
          {last && (
            <time className="chat-row-time ms-auto" dateTime={last.created_at}>
              {listTime(new Date(last.created_at), now, i18n.language, {
                now: t('time.now'),
                yesterday: t('day.yesterday'),
              })}
            </time>
          )}
        </span>
        <span className="d-flex align-items-center gap-2">
          {typing ? (
            <span className="chat-row-preview chat-row-typing text-truncate" data-testid="chat-row-typing">
              {t('list.typing')}
            </span>
          ) : (
            <span className="chat-row-preview text-truncate">
              {last?.mine && <span className="chat-row-you">{t('list.you')} </span>}
              {preview}
            </span>
          )}
          {unread > 0 && (
            <span className="badge rounded-pill badge-unread ms-auto" data-testid="chat-row-unread">
              <span className="visually-hidden">{t('list.unread', { count: unread })}</span>
              <span aria-hidden="true">{badgeText(unread)}</span>
            </span>
          )}
        </span>
      </span>
    </PlainLink>
  );
}
