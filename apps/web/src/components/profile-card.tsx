import type { ProfileCard as Card } from '@amoret/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n.tsx';
import { usePageLoaded } from '../lib/page-loaded.ts';
import { FictionalBadge } from './fictional-badge.tsx';
import { LikeButton } from './like-button.tsx';
import { PlaceLabel } from './place-label.tsx';
import { PlainLink } from './plain-link.tsx';
import { OnlineDot, ProfilePhoto } from './profile-photo.tsx';

interface ProfileCardProps {
  profile: Card;
  /** Where the card leads; the profile view by default. */
  to?: string;
  /** Shows the like heart on the photo (members only). */
  likeable?: boolean;
  likeSource?: 'search' | 'profile' | 'match_finder';
  /** Extra line under the name (a score, "new"). */
  footer?: ReactNode;
  badge?: ReactNode;
  /** The first card of the page: its photo is the page's hero image (fetched first, not lazily). */
  priority?: boolean;
}

/** A profile in a grid: square photo with the fictional icon and like heart, name, age and place. */
export function ProfileCard({
  profile,
  to,
  likeable = false,
  likeSource = 'search',
  footer,
  badge,
  priority = false,
}: ProfileCardProps) {
  const { t } = useTranslation();
  return (
    <article className="profile-card" data-testid="profile-card" data-profile-id={profile.id}>
      <div className="position-relative">
        <PlainLink
          to={to ?? `/members/${profile.id}`}
          className="d-block"
          aria-label={t('discovery.viewProfile', { name: profile.name })}
        >
          <ProfilePhoto
            src={profile.thumb_url}
            name={profile.name}
            className="rounded-3"
            priority={priority}
          />
        </PlainLink>
        {profile.fictional && <FictionalBadge className="position-absolute top-0 end-0 m-2" />}
        {badge && <div className="position-absolute top-0 start-0 m-2">{badge}</div>}
        {likeable && (
          <LikeButton
            profile={profile}
            source={likeSource}
            className="position-absolute bottom-0 end-0 m-2"
          />
        )}
      </div>
      <div className="pt-2 px-1">
        <div className="d-flex align-items-center gap-1 fw-semibold">
          {profile.online && <OnlineDot label={t('discovery.online')} />}
          <span className="text-truncate">
            <span data-testid="card-name">{profile.name}</span>
            <span className="fw-normal text-body-secondary">, {profile.age}</span>
          </span>
        </div>
        <div className="small text-body-secondary text-truncate">
          <PlaceLabel profile={profile} />
        </div>
        {footer}
      </div>
    </article>
  );
}

/** Cards of a grid drawn with the first paint: the widest grid's first row, a phone's first three rows. */
export const FIRST_SCREEN_CARDS = 6;

/**
 * A card after the first screen's: on the first page load its placeholder (the same size) until the
 * page has loaded, so the first paint does not wait for the whole grid to be built; from then on
 * (and after navigating) the card itself.
 */
export function LaterProfileCard(props: ProfileCardProps) {
  return usePageLoaded() ? <ProfileCard {...props} /> : <ProfileCardPlaceholder />;
}

/** Cards in the grid of DESIGN.md: 2 on phones, 3-4 on tablets, 4-6 on desktops. */
export function ProfileGrid({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className="row row-cols-2 row-cols-sm-3 row-cols-lg-4 row-cols-xl-6 g-3" data-testid={testId}>
      {children}
    </div>
  );
}

/** Cards while they load: the photo square and the two lines of a card, so nothing moves after. */
export function ProfileCardPlaceholder() {
  return (
    <div className="placeholder-glow" aria-hidden="true">
      <span className="placeholder-photo rounded-3" />
      <div className="pt-2 px-1">
        <span className="placeholder col-8" />
        <span className="d-block small">
          <span className="placeholder col-6" />
        </span>
      </div>
    </div>
  );
}

/** A grid of placeholder cards, for a list of `count` profiles still loading. */
export function ProfileGridPlaceholder({ count }: { count: number }) {
  return (
    <ProfileGrid>
      {Array.from({ length: count }, (_, i) => (
        <div className="col" key={i}>
          <ProfileCardPlaceholder />
        </div>
      ))}
    </ProfileGrid>
  );
}
