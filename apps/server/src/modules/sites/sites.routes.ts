import { endpoints, settingsResponseSchema } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SiteWithCompany } from '../../db/schema.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { visitorCountry } from '../../platform/geoip.ts';
import {
  presentCompanyInfo,
  presentSettingsBase,
  type SiteSettingsBase,
  visitorCountries,
} from './settings.present.ts';

export async function sitesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Presented, validated and serialised once per cached site (a reloaded site is a new object, so
  // stale entries fall away); a request only adds the two visitor-specific fields to that JSON.
  const presented = new WeakMap<SiteWithCompany, { base: SiteSettingsBase; jsonPrefix: string }>();
  const settingsOf = (entry: SiteWithCompany) => {
    let cached = presented.get(entry);
    if (!cached) {
      const base = presentSettingsBase(entry, app.pushKeys.publicKey);
      const sample = visitorCountries(base, entry.default_country, null, undefined);
      settingsResponseSchema.parse({ settings: { ...base, ...sample } });
      cached = { base, jsonPrefix: JSON.stringify({ settings: base }).slice(0, -2) };
      presented.set(entry, cached);
    }
    return cached;
  };

  api.route({
    ...endpointRoute(endpoints.sites.settings),
    handler: async (request, reply) => {
      const { base, jsonPrefix } = settingsOf(request.site);
      const geo = visitorCountries(
        base,
        request.site.default_country,
        visitorCountry(request, app.config.geoipCountryHeader),
        request.query.country,
      );
      // A string payload is sent as it is: the base part was validated when it was cached.
      const json = `${jsonPrefix},"geoip_country":${JSON.stringify(geo.geoip_country)},"geoip_selected_country":${JSON.stringify(geo.geoip_selected_country)}}}`;
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  });

  api.route({
    ...endpointRoute(endpoints.sites.companyInfo),
    handler: async (request) => ({ companyinfo: presentCompanyInfo(request.site.company) }),
  });
}
