import { type DesignProps, FaceTile, LanderNotes, SignupCta, useLander } from './lander-kit.tsx';
import { PhotoSlides } from './photo-slides.tsx';

/** `transitionsvideolanding`: a full-width moving hero of profile photos, then a strip of faces. */
export default function TransitionsLander({ slug }: DesignProps) {
  const { profiles, isHero, t, vars, title } = useLander('transitionsvideolanding', slug);
  return (
    <main>
      <section className="transitions-hero text-white">
        <PhotoSlides profiles={profiles} isHero={isHero} className="transitions-slides" />
        <div className="transitions-copy container">
          <h1 className="display-5 fw-semibold">{title}</h1>
          <p className="lead mb-4">{t('transitionsvideolanding.subtitle', vars)}</p>
          <SignupCta className="btn btn-light btn-lg px-5 text-primary fw-semibold">{t('cta')}</SignupCta>
        </div>
      </section>
      <section className="container py-4">
        <h2 className="h5 mb-3">{t('transitionsvideolanding.strip', vars)}</h2>
        <div className="face-strip">
          {profiles
            .slice(6, 12)
            .concat(profiles.slice(0, 6))
            .slice(0, 6)
            .map((profile) => (
              <FaceTile key={profile.id} profile={profile} />
            ))}
        </div>
      </section>
      <LanderNotes profiles={profiles} />
    </main>
  );
}
