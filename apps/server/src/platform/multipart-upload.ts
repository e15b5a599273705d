import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Multipart parsing for the routes of the calling plugin only (photos, chat images). Registered for
 * the whole app, the plugin's hooks (an async onRequest that listens for every response's close, an
 * async preValidation and onResponse) ran on every request; elsewhere a multipart body is a 415.
 */
export async function acceptUploads(app: FastifyInstance, maxFileBytes: number) {
  await app.register(multipart, { limits: { fileSize: maxFileBytes, files: 1, fields: 5, parts: 6 } });
}

/** The one file of a multipart upload (field "file"), whole; a missing file is an invalid image. */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('invalidImage', 400);
  const file = await request.file();
  if (!file) throw new AppError('invalidImage', 400);
  const upload = await file.toBuffer();
  // The size limit can mark the stream truncated after its last chunk was read, when toBuffer no
  // longer throws: a cut-off upload is too large, not a broken image.
  if (file.file.truncated) throw new AppError('payloadTooLarge', 413);
  return upload;
}
