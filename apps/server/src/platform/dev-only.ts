import type { FastifyRequest } from 'fastify';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Whether the request comes from this machine itself: a loopback peer that no proxy passed on (a
 * proxy on the same machine would make every visitor look local). The development outboxes
 * (/dev/mail, /dev/sms) answer only such requests.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers['x-forwarded-for'] || headers.forwarded || headers['x-real-ip']) return false;
  return LOOPBACK.test(request.raw.socket.remoteAddress ?? '');
}
