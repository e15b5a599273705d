import type { FastifyReply } from 'fastify';

/** WebP files start with `RIFF`, four bytes of length, `WEBP`; everything else stored is JPEG. */
const isWebp = (file: Buffer) =>
  file.length >= 12 && file.toString('latin1', 0, 4) === 'RIFF' && file.toString('latin1', 8, 12) === 'WEBP';

/**
 * Answers an image only this member may see (a JPEG, or a WebP thumbnail): their browser may keep it
 * briefly (access can end: a block, premium running out, a deleted account), no shared cache may
 * keep it at all.
 */
export function sendPrivateImage(reply: FastifyReply, file: Buffer) {
  return reply
    .type(isWebp(file) ? 'image/webp' : 'image/jpeg')
    .header('cache-control', 'private, max-age=300')
    .header('vary', 'cookie')
    .send(file);
}
