import type { FastifyReply } from 'fastify';

/**
 * Answers a JPEG only this member may see: their browser may keep it briefly (access can end: a
 * block, premium running out, a deleted account), no shared cache may keep it at all.
 */
export function sendPrivateJpeg(reply: FastifyReply, file: Buffer) {
  return reply
    .type('image/jpeg')
    .header('cache-control', 'private, max-age=300')
    .header('vary', 'cookie')
    .send(file);
}
