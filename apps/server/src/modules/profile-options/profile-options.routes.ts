import { COUNTRY_REGIONS, endpoints, INTEREST_KEYS, type RegionsResponse } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { localeOf, translator } from '../../platform/i18n.ts';

/** Reference lists the client loads once: interests and regions, labelled in the visitor's language. */
export async function profileOptionsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(endpoints.profileOptions.interests),
    handler: async (request) => {
      const t = translator(localeOf(request));
      return { interests: INTEREST_KEYS.map((key) => ({ key, label: t(`interests.${key}`) })) };
    },
  });

  api.route({
    ...endpointRoute(endpoints.profileOptions.regions),
    handler: async (request) => {
      const t = translator(localeOf(request));
      const countries: RegionsResponse['countries'] = {};
      for (const [code, { label, regions }] of Object.entries(COUNTRY_REGIONS)) {
        countries[code] = { label: t(`regions.label.${label}`), regions: [...regions] };
      }
      return { countries };
    },
  });
}
