import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useSettings } from '../../lib/site/settings.ts';

/** Landing page for a link to one member's profile: sign up to see the profile and answer. */
export default function MemberLanderPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { id } = useParams();
  const title = t('landers.member.title');
  usePageTitle(title);

  return (
    <main className="lander lander-member" data-testid="lander-page">
      <section className="hero text-white">
        <div className="container py-5 text-center">
          <h1 className="display-6 fw-semibold mb-3">{title}</h1>
          <p className="lead mb-4">{t('landers.member.subtitle', { siteName: settings.name })}</p>
          <Link to={`/members/${id}/signup`} className="btn btn-light btn-lg px-5 text-primary fw-semibold">
            {t('landers.member.cta')}
          </Link>
        </div>
      </section>
    </main>
  );
}
