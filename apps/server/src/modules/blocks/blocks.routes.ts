import { endpoints } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { memberContextOf } from '../../platform/request-context.ts';
import { block, listBlocked, unblock } from './blocks.service.ts';

export async function blocksRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(endpoints.blocks.list),
    handler: async (request) => ({ blocked: await listBlocked(app.db, await memberContextOf(request)) }),
  });

  api.route({
    ...endpointRoute(endpoints.blocks.block),
    handler: async (request) => {
      await block(app.db, await memberContextOf(request), request.body.id);
      return { ok: true as const };
    },
  });

  api.route({
    ...endpointRoute(endpoints.blocks.unblock),
    handler: async (request) => {
      await unblock(app.db, await memberContextOf(request), request.body.id);
      return { ok: true as const };
    },
  });
}
