import { SWIPE_LIKES_PER_DAY } from '@amoret/shared';
import { useLayoutEffect } from 'react';
import { FictionalNotice } from '../../components/fictional-badge.tsx';
import { MembersOnly } from '../../components/members-only.tsx';
import { PageFallback } from '../../components/page-fallback.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { SwipeCard } from '../../components/swipe-card.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { dateTimeFormat } from '../../lib/intl.ts';
import { useShowMatch } from '../../lib/match-modal.ts';
import { useSwipeGame } from './use-swipe-game.ts';

/** /swipe-game: one card at a time; swipe, click or press ← / → to pass or like (4 likes a day). */
export default function SwipeGamePage() {
  return (
    <MembersOnly>
      <SwipeGamePageContent />
    </MembersOnly>
  );
}

function SwipeGamePageContent() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('swipe.title'));
  const showMatch = useShowMatch();
  const { deck, limit, loading, failure, answer } = useSwipeGame((profile) => showMatch(profile));
  const top = deck[0];
  const outOfLikes = limit?.likes_left === 0;

  // Layout effect: the keys work from the frame the card is drawn in (an effect runs a frame later).
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!top || (event.target as HTMLElement).closest('input, textarea, select')) return;
      if (event.key === 'ArrowRight' && !outOfLikes) void answer(true);
      if (event.key === 'ArrowLeft') void answer(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const nextLike = limit?.next_like_at ? new Date(limit.next_like_at) : null;
  const nextTime = nextLike
    ? dateTimeFormat(i18n.resolvedLanguage ?? i18n.language, { hour: '2-digit', minute: '2-digit' }).format(
        nextLike,
      )
    : '';
  // The day is a rolling 24 hours: the next like is usually tomorrow, at the hour of the first of today's.
  const limitKey =
    nextLike && nextLike.toDateString() !== new Date().toDateString()
      ? 'swipe.limitReachedTomorrow'
      : 'swipe.limitReached';
  return (
    <main className="container py-4 swipe-game" data-testid="swipe-game">
      <div className="mx-auto" style={{ maxWidth: 420 }}>
        <div className="d-flex justify-content-between align-items-baseline mb-3">
          <h1 className="h3 mb-0">{t('swipe.title')}</h1>
          {limit && (
            <span className="small text-body-secondary" data-testid="likes-left">
              {t('swipe.likesLeft', { count: limit.likes_left, total: SWIPE_LIKES_PER_DAY })}
            </span>
          )}
        </div>
        <p className="small text-body-secondary">{t('swipe.help')}</p>
        {outOfLikes && (
          <div className="alert alert-warning py-2" role="status" data-testid="swipe-limit">
            {t(limitKey, { limit: SWIPE_LIKES_PER_DAY, time: nextTime })}
          </div>
        )}
        {failure && !outOfLikes && (
          <div className="alert alert-danger py-2" role="alert">
            {failure === 'generic' ? t('errors.generic') : failure}
          </div>
        )}
        {top ? (
          <>
            <div className="swipe-deck">
              {deck[1] && <div className="swipe-card swipe-card--behind" aria-hidden="true" />}
              <SwipeCard key={top.id} profile={top} onAnswer={(like) => void answer(like && !outOfLikes)} />
            </div>
            <div className="d-flex justify-content-center gap-4 mt-3">
              <button
                type="button"
                className="btn btn-outline-secondary swipe-button"
                onClick={() => void answer(false)}
                aria-label={t('swipe.pass')}
                data-testid="swipe-pass"
              >
                ✕
              </button>
              <PlainLink to={`/members/${top.id}`} className="btn btn-outline-primary align-self-center">
                {t('swipe.viewProfile')}
              </PlainLink>
              <button
                type="button"
                className="btn btn-primary swipe-button"
                onClick={() => void answer(true)}
                disabled={outOfLikes}
                aria-label={t('swipe.like')}
                data-testid="swipe-like"
              >
                ♥
              </button>
            </div>
            <FictionalNotice count={top.fictional ? 1 : 0} />
          </>
        ) : loading ? (
          <PageFallback />
        ) : (
          <div className="text-center py-5" data-testid="swipe-empty">
            <p className="lead">{t('swipe.empty')}</p>
            <PlainLink to="/members" className="btn btn-primary">
              {t('nav.members')}
            </PlainLink>
          </div>
        )}
      </div>
    </main>
  );
}
