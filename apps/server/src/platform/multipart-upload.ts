import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

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
