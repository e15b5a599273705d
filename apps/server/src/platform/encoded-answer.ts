import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON answer many requests share (a site's settings), kept ready in each encoding a browser may
 * ask for. @fastify/compress would compress it again for every request (brotli at quality 4 made
 * GET /api/settings.php cost about 115 µs of CPU instead of 25 µs); compressed once, it can take the
 * best quality as well.
 */
export interface EncodedAnswer {
  /**
   * The JSON as text: Node writes a text body in one piece with the response's head (one `write`),
   * a Buffer after it (a `writev` of two), which cost a plain client's settings request about a
   * sixth of its throughput (docs/decisions.md, "Uncompressed answers as text").
   */
  identity: string;
  br: Buffer;
  gzip: Buffer;
}

export function encodeAnswer(json: string): EncodedAnswer {
  const bytes = Buffer.from(json);
  return {
    identity: json,
    br: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  };
}

const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];
/** Answers per Accept-Encoding header: browsers send a handful of them; anything else is not kept. */
const chosen = new Map<string, 'br' | 'gzip' | null>();
const CHOSEN_MAX = 100;

function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  let encoding = chosen.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = negotiate(acceptEncoding, ENCODINGS);
    if (chosen.size < CHOSEN_MAX) chosen.set(acceptEncoding, encoding);
  }
  return encoding;
}

/**
 * Route options of a route that answers with {@link sendEncoded}: @fastify/compress's hooks would
 * find nothing to do there (its answers, errors included, are small or encoded already).
 */
export const ENCODED_ROUTE = { compress: false } as const;

/**
 * Sends `answer` in the encoding the request prefers (brotli, then gzip, else as it is). The reply
 * names its Content-Encoding, so @fastify/compress leaves it alone.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer) {
  const encoding = encodingFor(request.headers['accept-encoding']);
  reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(answer[encoding ?? 'identity']);
}
