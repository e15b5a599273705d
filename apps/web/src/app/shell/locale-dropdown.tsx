import { isLocale, LOCALE_NAMES, routes, visibleLocales } from '@amoret/shared';
import { DropdownMenu } from '../../components/dropdown-menu.tsx';
import { api } from '../../lib/api-client.ts';
import { useUser } from '../../lib/auth/user.ts';
import { changeLocale, useTranslation } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/site/settings.ts';

/** Language menu: the languages of the visitor's country (spec section 9), the current one always. */
export function LocaleDropdown() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const user = useUser();
  const current = isLocale(i18n.language) ? i18n.language : 'en';

  return (
    <DropdownMenu
      testId="locale-dropdown"
      label={current.toUpperCase()}
      // The accessible name starts with the visible code (WCAG 2.5.3 label in name).
      ariaLabel={`${current.toUpperCase()}, ${t('nav.language')}: ${LOCALE_NAMES[current]}`}
      items={visibleLocales(settings.geoip_country, current).map((locale) => ({
        key: locale,
        label: LOCALE_NAMES[locale],
        lang: locale,
        active: locale === current,
        testId: `locale-${locale}`,
        onSelect: () => {
          void changeLocale(locale);
          // A member's mails follow their language; a failure here is harmless (spec: errors ignored).
          if (user)
            api.call(routes.accounts.setLanguage, { body: { language: locale } }).catch(() => undefined);
        },
      }))}
    />
  );
}
