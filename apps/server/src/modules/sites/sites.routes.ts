import { endpoints } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { presentCompanyInfo } from './settings.present.ts';
import { settingsJsonMaker } from './settings-json.ts';

export async function sitesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const settingsJson = settingsJsonMaker(app.pushKeys.publicKey, app.config.geoipCountryHeader);

  api.route({
    ...endpointRoute(endpoints.sites.settings),
    handler: async (request, reply) =>
      // A string payload is sent as it is: the base part was validated when it was cached.
      reply
        .type('application/json; charset=utf-8')
        .send(settingsJson(request, request.query.country).json as never),
  });

  api.route({
    ...endpointRoute(endpoints.sites.companyInfo),
    handler: async (request) => ({ companyinfo: presentCompanyInfo(request.site.company) }),
  });
}
