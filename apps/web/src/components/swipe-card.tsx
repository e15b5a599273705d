import type { ProfileCard } from '@amoret/shared';
import { type PointerEvent, useRef, useState } from 'react';
import { usePlaceLabel } from '../lib/site/places.ts';
import { FictionalBadge } from './fictional-badge.tsx';
import { ProfilePhoto } from './profile-photo.tsx';

/** How far (px) a card must travel to count as an answer. */
const SWIPE_DISTANCE = 110;

/**
 * The top card, dragged with a finger or the mouse (pointer events cover both): right likes, left
 * passes; a short drag springs back.
 */
export function SwipeCard({
  profile,
  onAnswer,
}: {
  profile: ProfileCard;
  onAnswer: (like: boolean) => void;
}) {
  const place = usePlaceLabel();
  const start = useRef<number | null>(null);
  const [dx, setDx] = useState(0);

  const down = (event: PointerEvent<HTMLDivElement>) => {
    start.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setDx(event.clientX - start.current);
  };
  const up = () => {
    if (start.current === null) return;
    start.current = null;
    if (Math.abs(dx) >= SWIPE_DISTANCE) onAnswer(dx > 0);
    setDx(0);
  };
  const hint = dx > 40 ? 'like' : dx < -40 ? 'pass' : null;
  return (
    <div
      className={`swipe-card ${start.current === null ? 'swipe-card--settle' : ''}`}
      style={{ transform: `translateX(${dx}px) rotate(${dx / 20}deg)` }}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      data-testid="swipe-card"
      data-profile-id={profile.id}
    >
      <ProfilePhoto src={profile.thumb_url} name={profile.name} className="swipe-card-photo" priority />
      {profile.fictional && <FictionalBadge className="position-absolute top-0 end-0 m-3" />}
      {hint && (
        <span className={`swipe-hint swipe-hint--${hint}`} aria-hidden="true">
          {hint === 'like' ? '♥' : '✕'}
        </span>
      )}
      <div className="swipe-card-caption">
        <div className="h4 mb-0 text-white">
          {profile.name}, {profile.age}
        </div>
        <div className="swipe-card-place">{place(profile)}</div>
      </div>
    </div>
  );
}
