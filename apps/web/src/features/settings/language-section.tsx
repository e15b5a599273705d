import { isLocale, LOCALE_NAMES, LOCALES, routes } from '@amoret/shared';
import { api } from '../../lib/api-client.ts';
import { changeLocale, useTranslation } from '../../lib/i18n.tsx';
import { SettingsCard } from './settings-card.tsx';

export function LanguageSection() {
  const { t, i18n } = useTranslation('account');
  const current = isLocale(i18n.language) ? i18n.language : 'en';
  return (
    <SettingsCard name="language" title={t('settings.language.title')}>
      <label htmlFor="settings-language-select" className="form-label text-body-secondary">
        {t('settings.language.intro')}
      </label>
      <select
        id="settings-language-select"
        className="form-select w-auto"
        value={current}
        onChange={(e) => {
          const locale = e.target.value;
          if (!isLocale(locale)) return;
          void changeLocale(locale);
          api.call(routes.accounts.setLanguage, { body: { language: locale } }).catch(() => undefined);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </SettingsCard>
  );
}
