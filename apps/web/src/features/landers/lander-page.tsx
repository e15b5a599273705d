import { MIN_AGE } from '@amoret/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useOpenSignup } from '../../lib/auth/open-signup.ts';
import { useSettings } from '../../lib/site/settings.ts';

const POINTS = ['free', 'discreet', 'nearby'] as const;

/** Landing pages for campaigns: one promise per lander type, one clear call to sign up. */
export default function LanderPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const openSignup = useOpenSignup();
  const lander = useParams().lander ?? 'tinderswipe';
  const vars = { siteName: settings.name, minAge: MIN_AGE };
  const title = t(`landers.${lander}.title`, vars);
  usePageTitle(title);

  return (
    <main className={`lander lander-${lander}`} data-testid="lander-page">
      <section className="hero text-white">
        <div className="container py-5 text-center">
          <h1 className="display-6 fw-semibold mb-3">{title}</h1>
          <p className="lead mb-4">{t(`landers.${lander}.subtitle`, vars)}</p>
          <button
            type="button"
            className="btn btn-light btn-lg px-5 text-primary fw-semibold"
            onClick={openSignup}
            data-testid="cta-signup"
          >
            {t('landers.cta')}
          </button>
        </div>
      </section>
      <section className="container py-5">
        <ul className="row list-unstyled g-4 mb-0 text-center">
          {POINTS.map((point) => (
            <li key={point} className="col-md-4">
              <h2 className="h5">{t(`landers.points.${point}.title`)}</h2>
              <p className="text-body-secondary mb-0">{t(`landers.points.${point}.body`, vars)}</p>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
