import type { Duplex } from 'node:stream';
import { CLOSE_GOING_AWAY, endpoints } from '@amoret/shared';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';

/**
 * Registers @fastify/websocket in the realtime routes' own context. Registered for the whole app, it
 * put an onRequest and an onResponse hook and a wrapper around every route's handler (a few per cent
 * of each API request's CPU) to tell upgrades from plain requests; here only `/api/ws` has them.
 *
 * The plugin still hears every upgrade the server receives and routes it like a request: one for
 * another address would run that route's plain handler and leave the socket open with nobody to
 * close it. Such an upgrade is refused at the door instead (400 and the socket closed). On shutdown
 * sockets close with "going away", so clients reconnect (to another instance) at once.
 */
export async function websocketUpgrades(app: FastifyInstance) {
  const before = new Set(app.server.listeners('upgrade'));
  await app.register(websocket, {
    options: { maxPayload: 4096 },
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(CLOSE_GOING_AWAY, 'server stopping');
      this.websocketServer.close(() => done());
    },
  });
  const added = app.server.listeners('upgrade').filter((listener) => !before.has(listener));
  for (const listener of added) {
    app.server.off('upgrade', listener as (...args: unknown[]) => void);
    app.server.on('upgrade', (request, socket: Duplex, head) => {
      const path = request.url?.split('?')[0];
      if (path === endpoints.realtime.connect.path) return listener.call(app.server, request, socket, head);
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    });
  }
}
