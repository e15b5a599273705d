import type { ChatResponse } from '@amoret/shared';
import { ProfilePhoto } from '../../components/profile-photo.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { useIcebreakers } from './use-catalogue.ts';

/** Opening lines offered as chips in an empty conversation; the modal has them all. */
const CHIPS = 4;

/**
 * The start of an empty conversation: who it is with, how many conversations a free member may still
 * start, and a few opening lines to pick (they go into the message field, to change or send).
 */
export function ConversationStart({
  data,
  showLines,
  onPick,
  onMore,
}: {
  data: ChatResponse;
  /** False when the member cannot start this conversation (the notice below says why). */
  showLines: boolean;
  onPick: (line: string) => void;
  onMore: () => void;
}) {
  const { t } = useTranslation('chat');
  const icebreakers = useIcebreakers(showLines);
  const { profile } = data;
  // A different few per member, the same each time for the same one.
  const all = icebreakers.data ?? [];
  const offset = all.length > 0 ? profile.id % all.length : 0;
  const chips = [...all.slice(offset), ...all.slice(0, offset)].slice(0, CHIPS);

  return (
    <div className="chat-start text-center" data-testid="conversation-start">
      <div className="chat-start-photo mx-auto mb-3">
        <ProfilePhoto src={profile.thumb_url} name={profile.name} className="rounded-circle" />
      </div>
      <p className="h5 mb-1">{showLines ? t('start.title', { name: profile.name }) : profile.name}</p>
      {showLines && <p className="text-body-secondary small mb-3">{t('start.body')}</p>}
      {data.free_conversations_left !== null && data.free_conversations_left > 0 && (
        <p className="small mb-3" data-testid="free-conversations-left">
          {t('start.freeLeft', { count: data.free_conversations_left })}
        </p>
      )}
      {showLines && chips.length > 0 && (
        <ul className="chat-chips list-unstyled" aria-label={t('start.suggestions')}>
          {chips.map((line) => (
            <li key={line.key}>
              <button
                type="button"
                className="btn btn-outline-primary btn-sm chat-chip"
                onClick={() => onPick(line.text)}
                data-testid="icebreaker-chip"
              >
                {line.text}
              </button>
            </li>
          ))}
        </ul>
      )}
      {showLines && (
        <button type="button" className="btn btn-link btn-sm" onClick={onMore} data-testid="icebreaker-more">
          {t('start.more')}
        </button>
      )}
    </div>
  );
}
