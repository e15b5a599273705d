import {
  COUNTRY_REGIONS,
  INTEREST_KEYS,
  interestsResponseSchema,
  type RegionsResponse,
  referenceQuerySchema,
  regionsResponseSchema,
} from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localeOf, translator } from '../../platform/i18n.ts';

/** Reference lists the client loads once: interests and regions, labelled in the visitor's language. */
export async function referenceRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/interests.php',
    {
      schema: {
        tags: ['reference'],
        summary: 'Interest keys with translated labels',
        querystring: referenceQuerySchema,
        response: { 200: interestsResponseSchema },
      },
    },
    async (request) => {
      const t = translator(localeOf(request));
      return { interests: INTEREST_KEYS.map((key) => ({ key, label: t(`interests.${key}`) })) };
    },
  );

  api.get(
    '/api/regions.php',
    {
      schema: {
        tags: ['reference'],
        summary: 'Regions of each supported country, with the word that country uses for a region',
        querystring: referenceQuerySchema,
        response: { 200: regionsResponseSchema },
      },
    },
    async (request) => {
      const t = translator(localeOf(request));
      const countries: RegionsResponse['countries'] = {};
      for (const [code, { label, regions }] of Object.entries(COUNTRY_REGIONS)) {
        countries[code] = { label: t(`regions.label.${label}`), regions: [...regions] };
      }
      return { countries };
    },
  );
}
