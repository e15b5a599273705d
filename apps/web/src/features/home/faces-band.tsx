import type { ProfileCard as Card } from '@amoret/shared';
import { useTranslation } from 'react-i18next';
import { FictionalNotice } from '../../components/fictional-badge.tsx';
import { ProfileCard } from '../../components/profile-card.tsx';
import { useSettings } from '../../lib/site/settings.ts';

/**
 * Who is here: recent profiles of the gender the site's visitors seek, each leading to its member
 * landing page (a first message and signup), whatever the site's logged-out search allows.
 */
export function FacesBand({ profiles }: { profiles: Card[] }) {
  const { t } = useTranslation();
  const settings = useSettings();
  if (profiles.length === 0) return null;
  return (
    <section className="container pt-5" data-testid="faces-band">
      <h2 className="h3 mb-3">{t('home.facesTitle', { siteName: settings.name })}</h2>
      <div className="faces-band">
        {profiles.map((profile) => (
          <div className="faces-band-item" key={profile.id}>
            <ProfileCard profile={profile} to={`/members/${profile.id}/landing`} />
          </div>
        ))}
      </div>
      <FictionalNotice count={profiles.filter((p) => p.fictional).length} />
    </section>
  );
}

/** The hero's other half on wide screens: a few of the same faces, as a picture. */
export function HeroFaces({ profiles }: { profiles: Card[] }) {
  const faces = profiles.filter((p) => p.thumb_url).slice(0, 5);
  if (faces.length < 3) return null;
  return (
    <div className="hero-faces d-none d-lg-grid" aria-hidden="true">
      {faces.map((profile) => (
        <img key={profile.id} src={profile.thumb_url!} alt="" className="hero-face" decoding="async" />
      ))}
    </div>
  );
}
