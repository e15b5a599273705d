import type { ProfileCard } from '@amoret/shared';
import type { CSSProperties, ReactNode } from 'react';
import { FictionalBadge } from '../../components/fictional-badge.tsx';
import { ProfilePhoto } from '../../components/profile-photo.tsx';

/** Seconds each photo is on screen in a moving hero. */
export const SLIDE_SECONDS = 4;

/**
 * A moving hero made of profile photos: each slide fades in, drifts and zooms slowly (CSS only, no
 * video file), then gives way to the next. Still for visitors who ask for reduced motion.
 */
export function PhotoSlides({
  profiles,
  isHero,
  caption,
  className = '',
}: {
  profiles: ProfileCard[];
  /** The first slide's photo is the first screen's largest paint (the lander's hero photo). */
  isHero: (profile: ProfileCard) => boolean;
  caption?: (profile: ProfileCard) => ReactNode;
  className?: string;
}) {
  const slides = profiles.filter((p) => p.thumb_url).slice(0, 6);
  const cycle = slides.length * SLIDE_SECONDS;
  return (
    <div className={`photo-slides ${className}`}>
      {slides.map((profile, i) => (
        <div
          key={profile.id}
          className={`photo-slide ${i % 2 ? 'photo-slide--left' : ''}`}
          style={{ '--slide-delay': `${i * SLIDE_SECONDS}s`, '--slide-cycle': `${cycle}s` } as CSSProperties}
          aria-hidden={i > 0}
        >
          {/* The others show from SLIDE_SECONDS on: they wait until the first screen has been drawn. */}
          <ProfilePhoto
            src={profile.thumb_url}
            name={i === 0 ? profile.name : ''}
            className="photo-slide-img"
            priority={isHero(profile)}
          />
          {profile.fictional && <FictionalBadge className="photo-slide-badge" />}
          {caption?.(profile)}
        </div>
      ))}
    </div>
  );
}
