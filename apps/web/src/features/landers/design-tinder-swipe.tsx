import { useLayoutEffect, useState } from 'react';
import { SwipeCard } from '../../components/swipe-card.tsx';
import { useOpenSignup } from '../../lib/auth/open-signup.ts';
import { type DesignProps, LanderNotes, SignupCta, useLander } from './lander-kit.tsx';

/** Likes a visitor gives before the signup opens (the swipe game's own count is for members). */
const LIKES_BEFORE_SIGNUP = 3;

/** `tinderswipe`: the swipe game's deck for visitors; the third like opens signup. */
export default function TinderSwipeLander({ slug }: DesignProps) {
  const { profiles, pending, t, vars, title } = useLander('tinderswipe', slug);
  const openSignup = useOpenSignup();
  const [index, setIndex] = useState(0);
  const [likes, setLikes] = useState(0);
  const top = profiles[index];
  const next = profiles[index + 1];

  const answer = (like: boolean) => {
    setIndex((i) => i + 1);
    if (!like) return;
    const count = likes + 1;
    setLikes(count);
    if (count >= LIKES_BEFORE_SIGNUP) openSignup();
  };

  // Layout effect: the keys work from the frame the card is drawn in (an effect runs a frame later).
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!top || (event.target as HTMLElement).closest('input, textarea, select, [role="dialog"]')) return;
      if (event.key === 'ArrowRight') answer(true);
      if (event.key === 'ArrowLeft') answer(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const left = Math.max(0, LIKES_BEFORE_SIGNUP - likes);
  return (
    <main className="swipe-lander">
      <div className="container py-4">
        <div className="mx-auto" style={{ maxWidth: 420 }}>
          <h1 className="h3 text-center mb-1">{title}</h1>
          <p className="text-center text-body-secondary mb-3">{t('tinderswipe.subtitle', vars)}</p>
          {top || pending ? (
            <>
              {/* While the faces load, a card of the deck's size: nothing below it moves when they come. */}
              <div className="swipe-deck">
                {top ? (
                  <>
                    {next && <div className="swipe-card swipe-card--behind" aria-hidden="true" />}
                    <SwipeCard key={`${top.id}-${index}`} profile={top} onAnswer={answer} />
                  </>
                ) : (
                  <div className="swipe-card placeholder-glow" role="status">
                    <span className="placeholder w-100 h-100" />
                    <span className="visually-hidden">{t('common.loading')}</span>
                  </div>
                )}
              </div>
              <div className="d-flex justify-content-center align-items-center gap-4 mt-3">
                <button
                  type="button"
                  className="btn btn-outline-secondary swipe-button"
                  onClick={() => answer(false)}
                  disabled={!top}
                  aria-label={t('tinderswipe.pass')}
                  data-testid="swipe-pass"
                >
                  ✕
                </button>
                <span
                  className="small text-body-secondary text-center"
                  data-testid="likes-to-match"
                  aria-live="polite"
                >
                  {t('tinderswipe.likesLeft', { count: left })}
                </span>
                <button
                  type="button"
                  className="btn btn-primary swipe-button"
                  onClick={() => answer(true)}
                  disabled={!top}
                  aria-label={t('tinderswipe.like')}
                  data-testid="swipe-like"
                >
                  ♥
                </button>
              </div>
              <p className="small text-center text-body-secondary mt-2 mb-0">{t('tinderswipe.help')}</p>
            </>
          ) : (
            <div className="text-center py-4">
              <p className="lead">{t('tinderswipe.done', vars)}</p>
              <SignupCta>{t('cta')}</SignupCta>
            </div>
          )}
        </div>
      </div>
      <LanderNotes profiles={top ? [top] : []} />
    </main>
  );
}
