import { endpoints, type ServerMessage } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { isCrossSite } from '../../platform/cross-site-guard.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import { memberContextOf } from '../../platform/request-context.ts';
import { tokenHashHex } from '../accounts/secret-tokens.ts';
import { sessionTokenOf } from '../accounts/sessions/sessions.ts';
import { conversationParty } from '../chats/chat-access.ts';
import { reachesOthers } from '../members/policies.ts';
import { latestSeq, memberChannel } from './member-events.ts';
import { socketRegistry } from './socket-registry.ts';
import { runSocketSession } from './socket-session.ts';
import { websocketUpgrades } from './websocket-upgrades.ts';

/**
 * A flood guard: more typing events per socket are ignored. The client sends every 3 s, but at once
 * again after sending a message (HTTP, unseen here), which can be well within a second of the last
 * one: a longer guard dropped that one, and the other member saw no dots for the next message.
 */
const TYPING_MIN_INTERVAL_MS = 250;

export async function realtimeRoutes(app: FastifyInstance, options: { bus: EventBus; heartbeatMs: number }) {
  await websocketUpgrades(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { bus } = options;
  const sockets = socketRegistry({
    db: app.db,
    bus,
    presence: app.presence,
    heartbeatMs: options.heartbeatMs,
    now: () => app.clock.now(),
    log: app.log,
  });
  app.addHook('onClose', async () => sockets.stop());

  api.route({
    ...endpointRoute(endpoints.realtime.connect),
    // Before the upgrade: only a member, and only from a page of this site (a foreign Origin is refused).
    preHandler: async (request) => {
      if (isCrossSite(request)) throw new AppError('crossSiteRequest', 403);
      await memberContextOf(request);
    },
    handler: async () => {
      throw new AppError('upgradeRequired', 426);
    },
    wsHandler: async (socket: WebSocket, request) => {
      const ctx = await memberContextOf(request);
      const userId = ctx.member.user.id;
      const latest = await latestSeq(app.db, userId);
      // A client without history (or with a number from before a reset) starts from now.
      const since = Math.min((request.query as { since?: number }).since ?? latest, latest);
      let lastTyping = 0;
      sockets.add(socket, userId, tokenHashHex(sessionTokenOf(request)!));
      runSocketSession(socket, {
        db: app.db,
        bus,
        userId,
        since,
        onClientMessage: (message) => {
          // An invisible member's typing is theirs alone; so is that of one whose messages are held.
          if (message.type !== 'typing' || ctx.member.user.invisible || !reachesOthers(ctx.member)) return;
          const now = Date.now();
          if (now - lastTyping < TYPING_MIN_INTERVAL_MS) return;
          lastTyping = now;
          conversationParty(app.db, ctx, message.conversation)
            .then((party) => {
              if (party.state !== 'active') return;
              return bus.publish(memberChannel(party.otherId), {
                type: 'typing',
                conversation_id: message.conversation,
              } satisfies ServerMessage);
            })
            .catch(() => {}); // not the member's conversation: nothing to tell anyone
        },
      });
    },
  });
}
