import {
  FALLBACK_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  LOCALES,
  type Locale,
} from '@amoret/shared';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { setCookie } from './storage.ts';

// One chunk per language and namespace, fetched only when that language is used.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../../packages/shared/locales/*/*.json',
);

function loadBundle(language: string, namespace: string) {
  const load = bundles[`../../../../packages/shared/locales/${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`No ${namespace} bundle for ${language}`));
  return load().then((m) => m.default);
}

export async function initI18n(locale: Locale) {
  await i18next
    .use(resourcesToBackend(loadBundle))
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: FALLBACK_LOCALE,
      supportedLngs: [...LOCALES],
      ns: ['common'],
      defaultNS: 'common',
      // A page's own namespace (useTranslation('account')) still finds the shell's texts.
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  document.documentElement.lang = locale;
  return i18next;
}

/** Switches language and remembers it in the locale cookie for 365 days. */
export async function changeLocale(locale: Locale) {
  setCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE_S);
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
}
