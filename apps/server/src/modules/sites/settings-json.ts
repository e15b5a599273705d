import { settingsResponseSchema } from '@amoret/shared';
import type { FastifyRequest } from 'fastify';
import type { SiteWithCompany } from '../../db/schema.ts';
import { type EncodedAnswer, encodeAnswer } from '../../platform/encoded-answer.ts';
import { visitorCountry } from '../../platform/geoip.ts';
import { presentSettingsBase, type SiteSettingsBase, visitorCountries } from './settings.present.ts';

/** A site's settings answer for one visitor country and choice. */
export class SettingsAnswer {
  /** `{"settings":{…}}` */
  readonly json: string;
  /** The country chosen for the visitor. */
  readonly country: string;
  #encoded: EncodedAnswer | undefined;

  constructor(json: string, country: string) {
    this.json = json;
    this.country = country;
  }

  /** The answer in each encoding, made the first time GET /api/settings.php sends it. */
  get encoded(): EncodedAnswer {
    this.#encoded ??= encodeAnswer(this.json);
    return this.#encoded;
  }
}

/**
 * Answers differ per site only in the two visitor fields (the visitor's country, at most every
 * two-letter code, and the choice among the site's countries): kept per pair, up to this many a site.
 */
const ANSWERS_PER_SITE = 1000;

/**
 * The settings answer of a request, for GET /api/settings.php and for the settings inlined into
 * index.html. Presented, validated and serialised once per cached site (a reloaded site is a new
 * object, so stale entries fall away), and once per pair of visitor fields within it.
 */
export function settingsJsonMaker(pushPublicKey: string, geoipCountryHeader: string | null) {
  const presented = new WeakMap<
    SiteWithCompany,
    { base: SiteSettingsBase; jsonPrefix: string; answers: Map<string, SettingsAnswer> }
  >();
  const settingsOf = (entry: SiteWithCompany) => {
    let cached = presented.get(entry);
    if (!cached) {
      const base = presentSettingsBase(entry, pushPublicKey);
      const sample = visitorCountries(base, entry.default_country, null, undefined);
      settingsResponseSchema.parse({ settings: { ...base, ...sample } });
      cached = { base, jsonPrefix: JSON.stringify({ settings: base }).slice(0, -2), answers: new Map() };
      presented.set(entry, cached);
    }
    return cached;
  };
  return (request: FastifyRequest, chosenCountry: string | undefined): SettingsAnswer => {
    const { base, jsonPrefix, answers } = settingsOf(request.site);
    const geo = visitorCountries(
      base,
      request.site.default_country,
      visitorCountry(request, geoipCountryHeader),
      chosenCountry,
    );
    const key = `${geo.geoip_country}|${geo.geoip_selected_country}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = new SettingsAnswer(
        `${jsonPrefix},"geoip_country":${JSON.stringify(geo.geoip_country)},"geoip_selected_country":${JSON.stringify(geo.geoip_selected_country)}}}`,
        geo.geoip_selected_country,
      );
      // Oldest first out: the common pairs come back at once.
      if (answers.size >= ANSWERS_PER_SITE) answers.delete(answers.keys().next().value as string);
      answers.set(key, answer);
    }
    return answer;
  };
}
