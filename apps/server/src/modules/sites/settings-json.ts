import { settingsResponseSchema } from '@amoret/shared';
import type { FastifyRequest } from 'fastify';
import type { SiteWithCompany } from '../../db/schema.ts';
import { visitorCountry } from '../../platform/geoip.ts';
import { presentSettingsBase, type SiteSettingsBase, visitorCountries } from './settings.present.ts';

/**
 * The settings answer (`{"settings":{…}}`) of a request as JSON text, for GET /api/settings.php and
 * for the settings inlined into index.html, with the country it chose for the visitor. Presented, validated and serialised once per cached site
 * (a reloaded site is a new object, so stale entries fall away); a request only adds the two
 * visitor-specific fields.
 */
export function settingsJsonMaker(pushPublicKey: string, geoipCountryHeader: string | null) {
  const presented = new WeakMap<SiteWithCompany, { base: SiteSettingsBase; jsonPrefix: string }>();
  const settingsOf = (entry: SiteWithCompany) => {
    let cached = presented.get(entry);
    if (!cached) {
      const base = presentSettingsBase(entry, pushPublicKey);
      const sample = visitorCountries(base, entry.default_country, null, undefined);
      settingsResponseSchema.parse({ settings: { ...base, ...sample } });
      cached = { base, jsonPrefix: JSON.stringify({ settings: base }).slice(0, -2) };
      presented.set(entry, cached);
    }
    return cached;
  };
  return (request: FastifyRequest, chosenCountry: string | undefined): { json: string; country: string } => {
    const { base, jsonPrefix } = settingsOf(request.site);
    const geo = visitorCountries(
      base,
      request.site.default_country,
      visitorCountry(request, geoipCountryHeader),
      chosenCountry,
    );
    return {
      json: `${jsonPrefix},"geoip_country":${JSON.stringify(geo.geoip_country)},"geoip_selected_country":${JSON.stringify(geo.geoip_selected_country)}}}`,
      country: geo.geoip_selected_country,
    };
  };
}
