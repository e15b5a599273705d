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

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];
/** Answers per Accept-Encoding header: browsers send a handful of them; anything else is not kept. */
const chosen = new Map<string, Encoding | null>();
const CHOSEN_MAX = 100;

function encodingFor(acceptEncoding: string | undefined): Encoding | null {
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
  return sendText(
    request,
    reply,
    'application/json; charset=utf-8',
    answer.identity,
    (_text, encoding) => answer[encoding],
  );
}

/**
 * `text` compressed at once, in memory: @fastify/compress pipes each answer through a zlib stream of
 * its own, which cost a page of 9 KB about twice the CPU of the compression itself. Brotli at quality
 * 5 (0.2 ms for such a page, 6 % smaller than the plugin's 4), gzip at 9 (as fast as 6 on a page).
 */
export function compressText(text: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(text, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
        },
      })
    : gzipSync(text, { level: constants.Z_BEST_COMPRESSION });
}

/**
 * {@link compressText} for texts many requests share but each builds anew (a visitor's page is the same
 * HTML for everyone who asks for it on a site in a language): each compressed once per encoding, the
 * `max` texts asked for last kept. The least recently asked goes first, so visitors going through many
 * members' pages (each asked for once or twice) do not push out the home page and the landers.
 */
export function keptCompressions(max: number): typeof compressText {
  const texts = new Map<string, Partial<Record<Encoding, Buffer>>>();
  return (text, encoding) => {
    let copies = texts.get(text);
    if (copies) {
      // To the end of the Map's order: the most recently asked.
      texts.delete(text);
      texts.set(text, copies);
    } else {
      if (texts.size >= max) texts.delete(texts.keys().next().value as string);
      copies = {};
      texts.set(text, copies);
    }
    copies[encoding] ??= compressText(text, encoding);
    return copies[encoding];
  };
}

/**
 * Sends `text` as `type`, compressed by `compress` in the encoding the request prefers (brotli, then
 * gzip, else as it is). The reply names its Content-Encoding, so @fastify/compress leaves it alone.
 */
export function sendText(
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  text: string,
  compress: typeof compressText = compressText,
) {
  const encoding = encodingFor(request.headers['accept-encoding']);
  reply.header('vary', 'accept-encoding').type(type);
  if (!encoding) return reply.send(text);
  return reply.header('content-encoding', encoding).send(compress(text, encoding));
}
