import { HOME_FACES } from '@amoret/shared';
import { AuthActions } from '../../components/auth-actions.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useLanderProfiles } from '../../lib/lander-profiles.ts';
import { useSettings } from '../../lib/site/settings.ts';
import { FacesBand, HeroFaces } from './faces-band.tsx';
import { PopularInterests } from './popular-interests.tsx';
import { RegionLinks } from './region-links.tsx';

const STEPS = ['profile', 'match', 'chat'] as const;

/** Home page for visitors: who is here, what you can do, what it costs. */
export default function HomePage() {
  const { t } = useTranslation();
  const settings = useSettings();
  usePageTitle();
  const faces = useLanderProfiles(undefined, HOME_FACES);
  // undefined while loading (placeholders hold the place); none shown when the call failed.
  const profiles = faces.isError ? [] : faces.data?.profiles;

  return (
    <main data-testid="home-page">
      <section className="hero text-white">
        <div className="container py-5 d-lg-flex align-items-center gap-5">
          <div className="hero-copy py-md-4 flex-grow-1">
            <h1 className="display-5 fw-semibold mb-3">{settings.index_title}</h1>
            <p className="lead mb-4">{settings.description}</p>
            <AuthActions onDark />
            <p className="small mt-3 mb-0 opacity-75">
              {t('home.freeNote', { credits: settings.message_credits })}
            </p>
          </div>
          <HeroFaces profiles={profiles} />
        </div>
      </section>

      <FacesBand profiles={profiles} />

      <section className="container py-5">
        <h2 className="h3 text-center mb-4">{t('home.howTitle', { siteName: settings.name })}</h2>
        <ol className="row list-unstyled g-4 mb-0">
          {STEPS.map((step, i) => (
            <li key={step} className="col-md-4">
              <div className="card h-100 border-0 bg-light">
                <div className="card-body">
                  <span className="step-number mb-2">{i + 1}</span>
                  <h3 className="h5">{t(`home.steps.${step}.title`)}</h3>
                  <p className="mb-0 text-body-secondary">
                    {t(`home.steps.${step}.body`, { credits: settings.message_credits })}
                  </p>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <RegionLinks />
      <PopularInterests />
    </main>
  );
}
