import type { LikeSource, ProfileCard } from '@amoret/shared';
import { useTranslation } from '../lib/i18n.tsx';
import { useIsLiked, useLikeToggle } from '../lib/likes.ts';
import { useShowMatch } from '../lib/match-modal.ts';

/** The like heart: filled when liked; a like that is returned opens the match modal. */
export function LikeButton({
  profile,
  source = 'profile',
  className = '',
  size = 'sm',
}: {
  profile: ProfileCard;
  source?: LikeSource;
  className?: string;
  size?: 'sm' | 'lg';
}) {
  const { t } = useTranslation();
  const showMatch = useShowMatch();
  const liked = useIsLiked(profile.id);
  const { toggle, pending } = useLikeToggle((matched) => showMatch(matched));
  // A toggle keeps its name; aria-pressed says whether it is on (a name that flips to "Unlike" would
  // be read as "Unlike Anna, pressed"). The tooltip says what a click does now.
  return (
    <button
      type="button"
      className={`like-button like-button--${size} ${liked ? 'like-button--on' : ''} ${className}`}
      aria-pressed={liked}
      aria-label={t('discovery.like', { name: profile.name })}
      title={
        liked ? t('discovery.unlike', { name: profile.name }) : t('discovery.like', { name: profile.name })
      }
      // Not `disabled`: that would drop the keyboard focus while the like is on its way.
      aria-disabled={pending}
      onClick={() => {
        if (!pending) void toggle(profile, !liked, source).catch(() => undefined);
      }}
      data-testid="like-button"
    >
      <svg viewBox="0 0 24 24" width="100%" height="100%" aria-hidden="true">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.7 4.5c2.1 0 3.6 1.1 4.3 2.4.7-1.3 2.2-2.4 4.3-2.4 3.7 0 5.8 3.7 4.3 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
