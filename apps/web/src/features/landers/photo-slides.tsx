import type { ProfileCard } from '@amoret/shared';
import type { CSSProperties, ReactNode } from 'react';
import { FictionalBadge } from '../../components/fictional-badge.tsx';
import { usePageLoaded } from '../../lib/page-loaded.ts';

/** Seconds each photo is on screen in a moving hero. */
export const SLIDE_SECONDS = 4;

/**
 * A moving hero made of profile photos: each slide fades in, drifts and zooms slowly (CSS only, no
 * video file), then gives way to the next. Still for visitors who ask for reduced motion.
 */
export function PhotoSlides({
  profiles,
  caption,
  className = '',
}: {
  profiles: ProfileCard[];
  caption?: (profile: ProfileCard) => ReactNode;
  className?: string;
}) {
  const slides = profiles.filter((p) => p.thumb_url).slice(0, 6);
  const cycle = slides.length * SLIDE_SECONDS;
  // The first slide is the first screen's largest paint (preloaded: HERO_PHOTOS); the others show
  // from SLIDE_SECONDS on, so they wait until the first screen has been drawn.
  const pageLoaded = usePageLoaded();
  return (
    <div className={`photo-slides ${className}`}>
      {slides.map((profile, i) => (
        <div
          key={profile.id}
          className={`photo-slide ${i % 2 ? 'photo-slide--left' : ''}`}
          style={{ '--slide-delay': `${i * SLIDE_SECONDS}s`, '--slide-cycle': `${cycle}s` } as CSSProperties}
          aria-hidden={i > 0}
        >
          <img
            src={i === 0 || pageLoaded ? profile.thumb_url! : undefined}
            alt={i === 0 ? profile.name : ''}
            className="photo-slide-img"
            fetchPriority={i === 0 ? 'high' : 'auto'}
            decoding={i === 0 ? 'auto' : 'async'}
          />
          {profile.fictional && <FictionalBadge className="photo-slide-badge" />}
          {caption?.(profile)}
        </div>
      ))}
    </div>
  );
}
