import { cleanPhone, MIN_AGE, type StaticPage as StaticPageName, termsVersionDate } from '@amoret/shared';
import { PageFallback } from '../../components/page-fallback.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useRouteName } from '../../lib/router/hooks.tsx';
import { useCompanyInfo } from '../../lib/site/company-info.ts';
import { useSettings } from '../../lib/site/settings.ts';

interface Section {
  heading: string;
  paragraphs: string[];
}
interface FaqItem {
  question: string;
  answer: string;
}

/** Terms, privacy, cookies, ban, return policy, FAQ and service: texts filled in per site and company. */
export default function StaticPage() {
  const { t, i18n } = useTranslation('pages');
  const page = useRouteName().replace(/^pages-/, '') as StaticPageName;
  const settings = useSettings();
  const { data: company } = useCompanyInfo();
  usePageTitle(t(`${page}.title`));
  if (!company) return <PageFallback />;

  const vars = {
    siteName: settings.name,
    domain: settings.domain,
    companyName: company.name,
    companyAddress: company.address,
    companyCity: company.city,
    companyCountry: company.country,
    kvk: company.kvk,
    vatNumbers: company.vat_numbers.join(', '),
    supportEmail: settings.support_email,
    supportPhone: cleanPhone(settings.support_phone),
    refundDays: settings.refund_days,
    minAge: MIN_AGE,
  };
  const sections = t(`${page}.sections`, { ...vars, returnObjects: true, defaultValue: [] }) as Section[];
  const items = t(`${page}.items`, { ...vars, returnObjects: true, defaultValue: [] }) as FaqItem[];
  const versionDate = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    termsVersionDate(company.added),
  );

  return (
    <main className="container py-4 py-md-5 static-page" data-testid={`static-page-${page}`}>
      <article className="mx-auto" style={{ maxWidth: 760 }}>
        <h1 className="mb-2">{t(`${page}.title`)}</h1>
        {page === 'terms' && (
          <p className="text-body-secondary small" data-testid="terms-version">
            {t('common.lastUpdated', { date: versionDate })}
          </p>
        )}
        <p className="lead">{t(`${page}.intro`, vars)}</p>
        {Array.isArray(sections) &&
          sections.map((section) => (
            <section key={section.heading} className="mt-4">
              <h2 className="h5">{section.heading}</h2>
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          ))}
        {Array.isArray(items) && items.length > 0 && (
          <div className="accordion mt-4">
            {items.map((item) => (
              <details key={item.question} className="faq-item border rounded-3 p-3 mb-2">
                <summary className="fw-semibold">{item.question}</summary>
                <p className="mb-0 mt-2">{item.answer}</p>
              </details>
            ))}
          </div>
        )}
        <aside className="mt-5 p-3 bg-light rounded-3 small" data-testid="static-company">
          <p className="mb-1">{t('common.companyBlock', vars)}</p>
          <p className="mb-1">{t('common.registration', vars)}</p>
          {company.vat_numbers.length > 0 && <p className="mb-1">{t('common.vat', vars)}</p>}
          <p className="mb-0">{t('common.contactLine', vars)}</p>
        </aside>
      </article>
    </main>
  );
}
