import { createECDH, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushSubscriptionJson } from '@amoret/shared';
import ece from 'http_ece';

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A stand-in for a browser's push service on the loopback: it takes what the server sends, answers
 * with `status` (201 as Firebase and Mozilla do), and keeps it for the test to read.
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  let status = 201;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answerWith(code: number) {
      status = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A browser's side of a subscription: its key pair and secret, the JSON the browser would give the
 * site, and the decryption of what arrives (RFC 8291 with `http_ece`, the reference implementation
 * web-push itself is built on).
 */
export function browserSubscription(origin: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const json: PushSubscriptionJson = {
    endpoint: `${origin}/push/${randomBytes(8).toString('hex')}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
  return {
    json,
    decrypt: (push: ReceivedPush): unknown =>
      JSON.parse(
        ece
          .decrypt(push.body, {
            version: 'aes128gcm',
            privateKey: ecdh,
            authSecret: auth.toString('base64url'),
          })
          .toString('utf8'),
      ),
  };
}

/**
 * Checks a push's VAPID header (RFC 8292) as a push service does: `vapid t=<JWT>, k=<public key>`, the
 * JWT signed with ES256 by that key, for the push service's origin, not expired. Answers its claims.
 */
export function verifyVapid(push: ReceivedPush, origin: string): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(push.headers.authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${push.headers.authorization}`);
  const [header, claims, signature] = match[1]!.split('.') as [string, string, string];
  const point = Buffer.from(match[2]!, 'base64url');
  const key = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
  };
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, format: 'jwk', dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
  if (body.aud !== origin) throw new Error(`VAPID audience ${body.aud}, expected ${origin}`);
  if (!(body.exp * 1000 > Date.now())) throw new Error('VAPID token expired');
  return body;
}
