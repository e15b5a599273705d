import { LOCALE_COOKIE, parseLandingSlug } from '@amoret/shared';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { getCookie } from '../../lib/storage.ts';
import { captureTrafficSource } from '../../lib/traffic-source.ts';

/**
 * What a lander does on arrival: keeps the campaign's traffic source (network, ref, sub1-3 of its
 * address; also when reached inside the app, not only as the first page), and speaks the slug's
 * language to a visitor who has not chosen one (no locale cookie; nothing is stored).
 */
export function useLanderArrival(search: string, slug: string | undefined) {
  const { i18n } = useTranslation();
  useEffect(() => {
    captureTrafficSource(search);
  }, [search]);
  useEffect(() => {
    const language = slug ? parseLandingSlug(slug)?.language : undefined;
    if (!language || getCookie(LOCALE_COOKIE) || i18n.resolvedLanguage === language) return;
    void i18n.changeLanguage(language).then(() => {
      document.documentElement.lang = language;
    });
  }, [slug, i18n]);
}
