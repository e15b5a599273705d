import {
  companyInfoResponseSchema,
  errorResponseSchema,
  settingsQuerySchema,
  settingsResponseSchema,
} from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { visitorCountry } from '../../platform/geoip.ts';
import {
  presentCompanyInfo,
  presentSettingsBase,
  type SiteSettingsBase,
  visitorCountries,
} from './settings.present.ts';
import type { SiteWithCompany } from './sites.repo.ts';

export async function sitesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Presented once per cached site; a reloaded site is a new object, so stale entries fall away.
  const presented = new WeakMap<SiteWithCompany, SiteSettingsBase>();
  const settingsOf = (entry: SiteWithCompany) => {
    let base = presented.get(entry);
    if (!base) {
      base = presentSettingsBase(entry, app.pushKeys.publicKey);
      presented.set(entry, base);
    }
    return base;
  };

  api.get(
    '/api/settings.php',
    {
      schema: {
        tags: ['site'],
        summary: 'Settings of the site named by _force_domain or the Host header',
        querystring: settingsQuerySchema,
        response: { 200: settingsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const base = settingsOf(request.site);
      const geo = visitorCountries(
        base,
        request.site.site.default_country,
        visitorCountry(request, app.config.geoipCountryHeader),
        request.query.country,
      );
      return { settings: { ...base, ...geo } };
    },
  );

  api.get(
    '/api/companyinfo.php',
    {
      schema: {
        tags: ['site'],
        summary: 'Company behind the site (footer, static pages)',
        response: { 200: companyInfoResponseSchema },
      },
    },
    async (request) => ({ companyinfo: presentCompanyInfo(request.site.company) }),
  );
}
