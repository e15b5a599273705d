import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Routes that take an upload (photos, chat images), in a context of their own with multipart parsing.
 * Registered for the whole app, the plugin's hooks (an async onRequest that listens for every
 * response's close, an async preValidation and onResponse) ran on every request; elsewhere a
 * multipart body is a 415. The feature's other routes stay in the app's context (`inAppContext`).
 */
export async function uploadRoutes(
  app: FastifyInstance,
  maxFileBytes: number,
  routes: (uploads: FastifyInstance) => void,
) {
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: maxFileBytes, files: 1, fields: 5, parts: 6 } });
    routes(uploads);
  });
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
