import { endpoints } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import { readUpload, uploadRoutes } from '../../platform/multipart-upload.ts';
import { sendPrivateImage } from '../../platform/private-file.ts';
import { contextOf, keepOwnMember, memberContextOf } from '../../platform/request-context.ts';
import type { Storage } from '../../platform/storage.ts';
import { MAX_UPLOAD_BYTES } from '../photos/image-processing.ts';
import { giftCatalogue, icebreakers } from './catalogue.service.ts';
import { readChatImage, uploadChatImage } from './chat-images.ts';
import { listChats } from './chat-list.service.ts';
import { markRead, removeConversation, viewConversation } from './conversation.service.ts';
import { sendMessage } from './send-message.service.ts';

export async function chatsRoutes(app: FastifyInstance, options: { storage: Storage; bus: EventBus }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { storage, bus } = options;
  api.route({
    ...endpointRoute(endpoints.chats.list),
    handler: async (request) => listChats(app.db, await memberContextOf(request), request.query.before),
  });

  api.route({
    ...endpointRoute(endpoints.chats.view),
    handler: async (request) => viewConversation(app.db, await memberContextOf(request), request.query),
  });

  api.route({
    ...endpointRoute(endpoints.chats.send),
    handler: async (request) => {
      const sent = await sendMessage(app.db, await memberContextOf(request), request.body, {
        perMinute: app.config.chatMessagesPerMinute,
        bus,
        memberCache: app.memberCache,
      });
      // The send's only change to the sender, the balance, is in the cached member already.
      keepOwnMember(request);
      return sent;
    },
  });

  api.route({
    ...endpointRoute(endpoints.chats.remove),
    handler: async (request) => {
      await removeConversation(app.db, await memberContextOf(request), request.body.conversation);
      return { ok: true as const };
    },
  });

  api.route({
    ...endpointRoute(endpoints.chats.read),
    handler: async (request) => {
      await markRead(app.db, await memberContextOf(request), request.body.conversation, bus);
      return { ok: true as const };
    },
  });

  await uploadRoutes(app, MAX_UPLOAD_BYTES, (uploads) =>
    uploads.withTypeProvider<ZodTypeProvider>().route({
      ...endpointRoute(endpoints.chats.uploadImage),
      handler: async (request) => {
        const ctx = await memberContextOf(request);
        return { image: await uploadChatImage(app.db, storage, ctx, await readUpload(request)) };
      },
    }),
  );

  api.route({
    ...endpointRoute(endpoints.chats.image),
    handler: async (request, reply) => {
      const ctx = await contextOf(request);
      const file = await readChatImage(app.db, storage, ctx, request.query.id, request.query.size);
      return sendPrivateImage(reply, file);
    },
  });

  api.route({
    ...endpointRoute(endpoints.chats.gifts),
    handler: async (request) => {
      const ctx = await memberContextOf(request);
      return { gifts: giftCatalogue(ctx.locale) };
    },
  });

  api.route({
    ...endpointRoute(endpoints.chats.icebreakers),
    handler: async (request) => {
      const ctx = await memberContextOf(request);
      return { icebreakers: icebreakers(ctx.locale) };
    },
  });
}
