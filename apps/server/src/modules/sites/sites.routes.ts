import { endpoints } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ENCODED_ROUTE, sendEncoded } from '../../platform/encoded-answer.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { siteOfPage } from '../../platform/request-context.ts';
import { appManifest } from './app-manifest.ts';
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

  // A page resource, not an API call: the site comes from the Host header (or `_force_domain`).
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
    // Browsers look again now and then: a renamed site shows its new name within the hour.
    reply.header('cache-control', 'public, max-age=3600').type('application/manifest+json; charset=utf-8');
    return JSON.stringify(appManifest(await siteOfPage(request)));
  });
}
