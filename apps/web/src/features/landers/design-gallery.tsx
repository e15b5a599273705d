import { ProfileGridPlaceholder } from '../../components/profile-card.tsx';
import { useOpenSignup } from '../../lib/auth/open-signup.ts';
import { type DesignProps, FaceTile, LanderNotes, SignupCta, useLander } from './lander-kit.tsx';

const FILTERS = ['age', 'region', 'online', 'photos'] as const;

/** `gallery`: a grid of profiles with a teaser of the search filters members get. */
export default function GalleryLander({ slug }: DesignProps) {
  const { profiles, isHero, pending, t, vars, title } = useLander('gallery', slug);
  const openSignup = useOpenSignup();
  return (
    <main className="container py-4">
      <div className="d-flex flex-wrap justify-content-between align-items-end gap-3 mb-3">
        <div>
          <h1 className="h2 mb-1">{title}</h1>
          <p className="text-body-secondary mb-0">{t('gallery.subtitle', vars)}</p>
        </div>
        <SignupCta className="btn btn-primary">{t('cta')}</SignupCta>
      </div>
      <fieldset className="gallery-filters d-flex flex-wrap gap-2 mb-4">
        <legend className="small text-body-secondary mb-1">{t('gallery.filtersTitle')}</legend>
        {FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            className="btn btn-sm btn-outline-secondary rounded-pill"
            onClick={() => openSignup()}
          >
            {t(`gallery.filters.${filter}`)}
          </button>
        ))}
      </fieldset>
      {pending && <ProfileGridPlaceholder count={12} />}
      <div className="gallery-grid row row-cols-2 row-cols-sm-3 row-cols-lg-4 row-cols-xl-6 g-3">
        {profiles.map((profile) => (
          <div className={isHero(profile) ? 'col gallery-featured' : 'col'} key={profile.id}>
            <FaceTile profile={profile} priority={isHero(profile)} />
          </div>
        ))}
      </div>
      {profiles.length > 0 && (
        <div className="gallery-more text-center">
          <p className="fw-semibold mb-2">{t('gallery.more', vars)}</p>
          <SignupCta>{t('cta')}</SignupCta>
        </div>
      )}
      <LanderNotes profiles={profiles} className="px-0" />
    </main>
  );
}
