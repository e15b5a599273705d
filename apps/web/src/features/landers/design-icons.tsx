import { type DesignProps, FaceTile, LanderNotes, SignupCta, useLander } from './lander-kit.tsx';

const BENEFITS = {
  free: 'M12 2 3 7v6c0 5 3.8 8.7 9 9 5.2-.3 9-4 9-9V7l-9-5zm-1 14-4-4 1.4-1.4L11 13.2l4.6-4.6L17 10l-6 6z',
  discreet:
    'M12 1 3 5v6c0 5.5 3.8 10.7 9 12 5.2-1.3 9-6.5 9-12V5l-9-4zm0 6a3 3 0 0 1 3 3v1h1v6H8v-6h1v-1a3 3 0 0 1 3-3zm0 2a1 1 0 0 0-1 1v1h2v-1a1 1 0 0 0-1-1z',
  nearby:
    'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
  chat: 'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2zm3 6v2h10V9H7zm0 4v2h7v-2H7z',
} as const;

/** `iconslanding`: four benefits, each with its icon, beside a stack of faces. */
export default function IconsLander({ slug }: DesignProps) {
  const { profiles, t, vars, title } = useLander('iconslanding', slug);
  return (
    <main>
      <section className="icons-hero py-5">
        <div className="container">
          <div className="row align-items-center g-5">
            <div className="col-lg-6">
              <h1 className="display-6 fw-semibold mb-3">{title}</h1>
              <p className="lead text-body-secondary mb-4">{t('iconslanding.subtitle', vars)}</p>
              <ul className="list-unstyled row row-cols-1 row-cols-sm-2 g-3 mb-4">
                {(Object.keys(BENEFITS) as (keyof typeof BENEFITS)[]).map((key) => (
                  <li key={key} className="col d-flex gap-3">
                    <span className="benefit-icon flex-shrink-0" aria-hidden="true">
                      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                        <path d={BENEFITS[key]} fill="currentColor" />
                      </svg>
                    </span>
                    <span>
                      <strong className="d-block">{t(`iconslanding.benefits.${key}.title`)}</strong>
                      <span className="small text-body-secondary">
                        {t(`iconslanding.benefits.${key}.body`, vars)}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
              <SignupCta>{t('cta')}</SignupCta>
            </div>
            <div className="col-lg-6">
              <div className="icons-faces">
                {profiles.slice(0, 6).map((profile) => (
                  <FaceTile key={profile.id} profile={profile} caption="over" className="icons-face" />
                ))}
              </div>
            </div>
          </div>
        </div>
      </section>
      <LanderNotes profiles={profiles.slice(0, 6)} />
    </main>
  );
}
