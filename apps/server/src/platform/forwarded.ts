import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';

/**
 * TRUST_PROXY's address lists, compiled once: every request asks (the HSTS header), and compiling
 * parses each address and range again.
 */
const compiledLists = new Map<string, (address: string, hop: number) => boolean>();

/** Whether the peer that sent this request is a proxy we were told to believe (TRUST_PROXY). */
function peerIsTrusted(trustProxy: AppConfig['trustProxy'], address: string | undefined): boolean {
  if (!address || trustProxy === false) return false;
  if (trustProxy === true) return true;
  // A hop count says "there is always a proxy in front": the peer is it.
  if (typeof trustProxy === 'number') return trustProxy >= 1;
  const key = String(trustProxy);
  let trusts = compiledLists.get(key);
  if (!trusts) {
    trusts = proxyAddr.compile(trustProxy);
    compiledLists.set(key, trusts);
  }
  return trusts(address, 0);
}

const lastEntry = (value: string | string[] | undefined) => {
  const joined = Array.isArray(value) ? value.join(',') : value;
  return joined?.split(',').at(-1)?.trim().toLowerCase();
};

/** proto= of the nearest element of an RFC 7239 Forwarded header. */
function forwardedProto(value: string | string[] | undefined): string | undefined {
  const nearest = lastEntry(value);
  return nearest
    ?.split(';')
    .map((pair) => pair.trim().split('='))
    .find(([key]) => key === 'proto')?.[1]
    ?.replace(/"/g, '');
}

/**
 * Whether the visitor's browser talked https: the socket is TLS, or a trusted proxy that ended TLS
 * says so (X-Forwarded-Proto, or RFC 7239 Forwarded). Fastify itself ignores the proxy's word under a
 * hop count and never reads Forwarded; for the cookie's Secure flag believing it is always safe (a
 * lie can only make a cookie stricter).
 */
export function cameOverHttps(request: FastifyRequest, trustProxy: AppConfig['trustProxy']): boolean {
  const socket = request.raw.socket as { encrypted?: boolean; remoteAddress?: string };
  if (socket.encrypted) return true;
  if (!peerIsTrusted(trustProxy, socket.remoteAddress)) return false;
  const proto = lastEntry(request.headers['x-forwarded-proto']) ?? forwardedProto(request.headers.forwarded);
  return proto === 'https';
}
