import {
  blockedResponseSchema,
  blockRequestSchema,
  errorResponseSchema,
  okResponseSchema,
} from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberContextOf } from '../../platform/request-context.ts';
import { block, listBlocked, unblock } from './blocks.service.ts';

const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

export async function blocksRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/blocks.php',
    {
      schema: {
        tags: ['blocks'],
        summary: 'Members you block',
        response: { 200: blockedResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => ({ blocked: await listBlocked(app.db, await memberContextOf(request)) }),
  );

  api.post(
    '/api/blocks.php',
    {
      schema: {
        tags: ['blocks'],
        summary: 'Block a member',
        body: blockRequestSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await block(app.db, await memberContextOf(request), request.body.id);
      return { ok: true as const };
    },
  );

  api.delete(
    '/api/blocks.php',
    {
      schema: {
        tags: ['blocks'],
        summary: 'Unblock a member',
        body: blockRequestSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await unblock(app.db, await memberContextOf(request), request.body.id);
      return { ok: true as const };
    },
  );
}
