import { isLocale, LOCALE_NAMES, visibleLocales } from '@amoret/shared';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../../lib/i18n.ts';
import { useSettings } from '../../lib/site/settings.ts';

/**
 * Language menu: the languages of the visitor's country (spec section 9), the current one always.
 * A native select: one tap on phones, fully accessible, and no popper code in the first load.
 */
export function LocaleDropdown() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const current = isLocale(i18n.language) ? i18n.language : 'en';
  const locales = visibleLocales(settings.geoip_country, current);

  return (
    <select
      className="form-select form-select-sm locale-dropdown"
      aria-label={t('nav.language')}
      value={current}
      onChange={(e) => {
        if (isLocale(e.target.value)) void changeLocale(e.target.value);
      }}
      data-testid="locale-dropdown"
    >
      {locales.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {locale.toUpperCase()} · {LOCALE_NAMES[locale]}
        </option>
      ))}
    </select>
  );
}
