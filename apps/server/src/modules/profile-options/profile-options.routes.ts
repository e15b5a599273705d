import { COUNTRY_REGIONS, endpoints, INTEREST_KEYS, type Locale, type RegionsResponse } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ENCODED_ROUTE,
  type EncodedAnswer,
  encodeAnswer,
  sendEncoded,
} from '../../platform/encoded-answer.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { exactJson } from '../../platform/exact-json.ts';
import { localeOf, translator } from '../../platform/i18n.ts';

/**
 * An answer that depends on the language only: made, checked against its schema and compressed once
 * per language (regions are 13 KB; brotli per request cost about 0.4 ms of CPU).
 */
function perLanguage(make: (locale: Locale) => string): (locale: Locale) => EncodedAnswer {
  const answers = new Map<Locale, EncodedAnswer>();
  return (locale) => {
    let answer = answers.get(locale);
    if (!answer) {
      answer = encodeAnswer(make(locale));
      answers.set(locale, answer);
    }
    return answer;
  };
}

/** Reference lists the client loads once: interests and regions, labelled in the visitor's language. */
export async function profileOptionsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Checked against the schema once per language, so in production too (`production: false`).
  const production = false;

  const interests = perLanguage((locale) => {
    const t = translator(locale);
    const answer = { interests: INTEREST_KEYS.map((key) => ({ key, label: t(`interests.${key}`) })) };
    return exactJson(endpoints.profileOptions.interests.responses[200], answer, production, 'interests');
  });
  api.route({
    ...endpointRoute(endpoints.profileOptions.interests),
    ...ENCODED_ROUTE,
    handler: (request, reply) => sendEncoded(request, reply, interests(localeOf(request))) as never,
  });

  const regions = perLanguage((locale) => {
    const t = translator(locale);
    const countries: RegionsResponse['countries'] = {};
    for (const [code, { label, regions }] of Object.entries(COUNTRY_REGIONS)) {
      countries[code] = { label: t(`regions.label.${label}`), regions: [...regions] };
    }
    return exactJson(endpoints.profileOptions.regions.responses[200], { countries }, production, 'regions');
  });
  api.route({
    ...endpointRoute(endpoints.profileOptions.regions),
    ...ENCODED_ROUTE,
    handler: (request, reply) => sendEncoded(request, reply, regions(localeOf(request))) as never,
  });
}
