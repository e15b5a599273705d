import { type DesignProps, FaceTile, LanderNotes, SignupCta, useFilled, useLander } from './lander-kit.tsx';

/** `collagelanding`: a wall of faces behind one clear promise and the signup button. */
export default function CollageLander({ slug }: DesignProps) {
  const { profiles, isHero, t, vars, title } = useLander('collagelanding', slug);
  const wall = useFilled(profiles, 18);
  return (
    <main>
      <section className="collage">
        <div className="collage-wall">
          {wall.map((profile, i) => (
            <FaceTile
              key={`${profile.id}-${i}`}
              profile={profile}
              caption="over"
              className={`collage-tile collage-tile--${i % 7}`}
              priority={isHero(profile)}
            />
          ))}
        </div>
        <div className="collage-card card border-0 shadow-lg text-center">
          <div className="card-body p-4">
            <h1 className="h2 fw-semibold">{title}</h1>
            <p className="text-body-secondary">{t('collagelanding.subtitle', vars)}</p>
            <SignupCta className="btn btn-primary btn-lg w-100">{t('cta')}</SignupCta>
          </div>
        </div>
      </section>
      <LanderNotes profiles={profiles} />
    </main>
  );
}
