import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  FALLBACK_LOCALE,
  initialLocale,
  isLocale,
  LOCALE_COOKIE,
  LOCALES,
  type Locale,
} from '@amoret/shared';
import type { FastifyRequest } from 'fastify';
import i18next, { type i18n, type TFunction } from 'i18next';

const require = createRequire(import.meta.url);

export const NAMESPACES = ['common', 'pages', 'mail', 'catalogue', 'payments'] as const;

function loadBundles() {
  const resources: Record<string, Record<string, object>> = {};
  for (const locale of LOCALES) {
    resources[locale] = {};
    for (const ns of NAMESPACES) {
      const file = require.resolve(`@amoret/shared/locales/${locale}/${ns}.json`);
      resources[locale][ns] = JSON.parse(readFileSync(file, 'utf8'));
    }
  }
  return resources;
}

let instance: i18n | undefined;

/** One i18next instance over the same bundles the web app uses, loaded once. */
export function serverI18n(): i18n {
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      resources: loadBundles(),
      fallbackLng: FALLBACK_LOCALE,
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  return instance;
}

export function translator(locale: Locale): TFunction {
  return serverI18n().getFixedT(locale);
}

/** The request's language: `lang` query, then the locale cookie, then the given site default. */
export function requestLocale(request: FastifyRequest, siteDefault: Locale): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  if (isLocale(query?.lang)) return query.lang;
  const cookie = request.cookies?.[LOCALE_COOKIE];
  return isLocale(cookie) ? cookie : siteDefault;
}

/** The language to answer this request in (its site's language when no cookie or `lang`). */
export function localeOf(request: FastifyRequest): Locale {
  const siteDefault = request.site ? initialLocale(null, request.site.domain_language) : 'en';
  return requestLocale(request, siteDefault);
}
