import { isLocale, LOCALE_NAMES, LOCALES, visibleLocales } from '@amoret/shared';
import { usePageTitle } from '../../components/use-page-title.ts';
import { changeLocale, useTranslation } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/site/settings.ts';

/** Every interface language, also those the dropdown does not offer in the visitor's country. */
export default function LangConfigPage() {
  const { t, i18n } = useTranslation('account');
  const settings = useSettings();
  const current = isLocale(i18n.language) ? i18n.language : 'en';
  const offered = visibleLocales(settings.geoip_country);
  usePageTitle(t('langConfig.title'));

  return (
    <main className="container py-5" data-testid="lang-config-page">
      <div className="mx-auto" style={{ maxWidth: 560 }}>
        <h1 className="h2 mb-3">{t('langConfig.title')}</h1>
        <p className="text-body-secondary">{t('langConfig.intro')}</p>
        <div className="list-group">
          {LOCALES.map((locale) => (
            <button
              key={locale}
              type="button"
              aria-pressed={locale === current}
              lang={locale}
              className={`list-group-item list-group-item-action d-flex justify-content-between align-items-center ${locale === current ? 'active' : ''}`}
              onClick={() => void changeLocale(locale)}
              data-locale={locale}
            >
              <span>{LOCALE_NAMES[locale]}</span>
              {offered.includes(locale) && locale !== current && (
                <span className="badge text-bg-light border fw-normal">{t('langConfig.inYourCountry')}</span>
              )}
            </button>
          ))}
        </div>
      </div>
    </main>
  );
}
