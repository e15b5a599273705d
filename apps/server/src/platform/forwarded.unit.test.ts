import type { FastifyRequest } from 'fastify';
import { expect, test } from 'vitest';
import { cameOverHttps } from './forwarded.ts';

const request = (remoteAddress: string, headers: Record<string, string>, encrypted = false) =>
  ({ raw: { socket: { remoteAddress, encrypted } }, headers }) as unknown as FastifyRequest;

test('believes the https of a trusted proxy only, in either header form, under every TRUST_PROXY form', () => {
  const viaProxy = request('10.0.0.2', { 'x-forwarded-proto': 'https' });
  expect(cameOverHttps(viaProxy, true)).toBe(true);
  expect(cameOverHttps(viaProxy, 1)).toBe(true); // a hop count: fastify's own protocol says http here
  expect(cameOverHttps(viaProxy, ['10.0.0.0/8'])).toBe(true);
  expect(cameOverHttps(viaProxy, ['192.168.0.1'])).toBe(false);
  expect(cameOverHttps(viaProxy, false)).toBe(false);
  expect(cameOverHttps(request('10.0.0.2', { forwarded: 'for=192.0.2.60;proto=https' }), true)).toBe(true);
  expect(
    cameOverHttps(request('10.0.0.2', { forwarded: 'proto=https, for=10.0.0.1;proto=http' }), true),
  ).toBe(false);
  expect(cameOverHttps(request('10.0.0.2', { 'x-forwarded-proto': 'http, https' }), true)).toBe(true);
  expect(cameOverHttps(request('10.0.0.2', {}), true)).toBe(false);
  expect(cameOverHttps(request('10.0.0.2', {}, true), false)).toBe(true);
});
