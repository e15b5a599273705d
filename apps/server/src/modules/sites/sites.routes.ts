import { endpoints } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ENCODED_ROUTE, sendEncoded } from '../../platform/encoded-answer.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { presentCompanyInfo } from './settings.present.ts';
import { settingsJsonMaker } from './settings-json.ts';

export async function sitesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const settingsJson = settingsJsonMaker(app.pushKeys.publicKey, app.config.geoipCountryHeader);

  api.route({
    ...endpointRoute(endpoints.sites.settings),
    ...ENCODED_ROUTE,
    // Sent as it is (a Buffer is not serialised): the base part was validated when it was cached.
    handler: (request, reply) =>
      sendEncoded(request, reply, settingsJson(request, request.query.country).encoded) as never,
  });

  api.route({
    ...endpointRoute(endpoints.sites.companyInfo),
    handler: async (request) => ({ companyinfo: presentCompanyInfo(request.site.company) }),
  });
}
