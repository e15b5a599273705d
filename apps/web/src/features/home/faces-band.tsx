import type { ProfileCard as Card } from '@amoret/shared';
import { FictionalBadge, FictionalNotice } from '../../components/fictional-badge.tsx';
import { PlaceLabel } from '../../components/place-label.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { ProfileCardPlaceholder } from '../../components/profile-card.tsx';
import { OnlineDot, ProfilePhoto } from '../../components/profile-photo.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/site/settings.ts';

/**
 * Who is here: recent profiles of the gender the site's visitors seek, each leading to its member
 * landing page (a first message and signup), whatever the site's logged-out search allows. While
 * they load (`profiles` undefined) placeholders hold their place, so the sections below stay put.
 */
export function FacesBand({ profiles }: { profiles: Card[] | undefined }) {
  const { t } = useTranslation();
  const settings = useSettings();
  if (profiles?.length === 0) return null;
  const title = <h2 className="h3 mb-3">{t('home.facesTitle', { siteName: settings.name })}</h2>;
  if (!profiles) {
    return (
      <section className="container pt-5" aria-busy="true">
        {title}
        <div className="faces-band">
          {PLACEHOLDERS.map((i) => (
            <ProfileCardPlaceholder key={i} />
          ))}
        </div>
      </section>
    );
  }
  return (
    <section className="container pt-5" data-testid="faces-band">
      {title}
      <div className="faces-band">
        {profiles.map((profile) => (
          <article className="faces-band-item position-relative" key={profile.id} data-testid="home-face">
            <PlainLink
              to={`/members/${profile.id}/landing`}
              className="d-block text-reset text-decoration-none"
            >
              {/* Not a first-screen photo: the hero's text is the largest paint (on a phone the band
                  starts at the bottom edge), so the photos wait until it has been drawn. */}
              <ProfilePhoto src={profile.thumb_url} name={profile.name} className="rounded-3" />
              <span className="d-flex align-items-center gap-1 fw-semibold pt-2">
                {profile.online && <OnlineDot label={t('discovery.online')} />}
                <span className="text-truncate">
                  {profile.name}, {profile.age}
                </span>
              </span>
              <span className="d-block small text-body-secondary text-truncate">
                <PlaceLabel profile={profile} />
              </span>
            </PlainLink>
            {profile.fictional && <FictionalBadge className="position-absolute top-0 end-0 m-2" />}
          </article>
        ))}
      </div>
      <FictionalNotice count={profiles.filter((p) => p.fictional).length} />
    </section>
  );
}

const PLACEHOLDERS = [0, 1, 2, 3, 4, 5];

/** The hero's other half on wide screens: a few of the same faces, as a picture. */
export function HeroFaces({ profiles }: { profiles: Card[] | undefined }) {
  if (!profiles) {
    return (
      <div className="hero-faces d-none d-lg-grid" aria-hidden="true">
        {PLACEHOLDERS.slice(0, 5).map((i) => (
          <span key={i} className="hero-face hero-face--placeholder" />
        ))}
      </div>
    );
  }
  const faces = profiles.filter((p) => p.thumb_url).slice(0, 5);
  if (faces.length < 3) return null;
  return (
    <div className="hero-faces d-none d-lg-grid" aria-hidden="true">
      {faces.map((profile) => (
        // Lazy: a phone hides this half (display: none), and only lazy images are then not fetched at all.
        <img
          key={profile.id}
          src={profile.thumb_url!}
          alt=""
          className="hero-face"
          loading="lazy"
          decoding="async"
        />
      ))}
    </div>
  );
}
