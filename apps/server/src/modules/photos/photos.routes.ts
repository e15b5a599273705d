import {
  errorResponseSchema,
  okResponseSchema,
  photoIdSchema,
  photoReviewSchema,
  photoSchema,
  photosResponseSchema,
  photoUpdateSchema,
} from '@amoret/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { contextOf, requireMember, requireRole } from '../../platform/request-context.ts';
import type { Storage } from '../../platform/storage.ts';
import {
  addPhoto,
  deletePhoto,
  listOwnPhotos,
  presentPhoto,
  readPhotoFile,
  reviewPhoto,
  updatePhoto,
} from './photos.service.ts';

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
};

export async function photosRoutes(app: FastifyInstance, options: { storage: Storage }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { storage } = options;
  const requireOperator = requireRole('operator');

  /** The member's photos with the main one marked, read after any change. */
  const ownPhotos = async (request: FastifyRequest, userId: number) => {
    const [profile, photos] = await Promise.all([
      app.db
        .selectFrom('profiles')
        .select('main_photo_id')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
      listOwnPhotos(app.db, userId),
    ]);
    return { photos: photos.map((p) => presentPhoto(p, request.site, profile.main_photo_id)) };
  };

  api.get(
    '/api/photos.php',
    {
      schema: {
        tags: ['photos'],
        summary: 'Your photos',
        response: { 200: photosResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => ownPhotos(request, (await requireMember(request)).user.id),
  );

  api.post(
    '/api/photos.php',
    {
      schema: {
        tags: ['photos'],
        summary: 'Upload a photo (multipart field "file"; ?private=1 for a private photo)',
        querystring: z.looseObject({ private: z.enum(['0', '1']).optional() }),
        response: { 200: z.object({ photo: photoSchema }), ...errors },
      },
    },
    async (request) => {
      const current = await requireMember(request);
      if (!request.isMultipart()) throw new AppError('invalidImage', 400);
      const file = await request.file();
      if (!file) throw new AppError('invalidImage', 400);
      const upload = await file.toBuffer();
      // The size limit can mark the stream truncated after its last chunk was read, when toBuffer no
      // longer throws: a cut-off upload is too large, not a broken image.
      if (file.file.truncated) throw new AppError('payloadTooLarge', 413);
      const photo = await addPhoto(
        app.db,
        storage,
        request.site,
        current,
        upload,
        request.query.private === '1',
      );
      const { photos } = await ownPhotos(request, current.user.id);
      return { photo: photos.find((p) => p.id === photo.id)! };
    },
  );

  api.put(
    '/api/photos.php',
    {
      schema: {
        tags: ['photos'],
        summary: 'Make a photo the main one, or private / public',
        body: photoUpdateSchema,
        response: { 200: photosResponseSchema, ...errors },
      },
    },
    async (request) => {
      const current = await requireMember(request);
      await updatePhoto(app.db, storage, current, request.body);
      return ownPhotos(request, current.user.id);
    },
  );

  api.delete(
    '/api/photos.php',
    {
      schema: {
        tags: ['photos'],
        summary: 'Delete one of your photos',
        body: photoIdSchema,
        response: { 200: photosResponseSchema, ...errors },
      },
    },
    async (request) => {
      const current = await requireMember(request);
      await deletePhoto(app.db, storage, current, request.body.id);
      return ownPhotos(request, current.user.id);
    },
  );

  api.get(
    '/api/photo-file.php',
    {
      schema: {
        tags: ['photos'],
        summary: 'A private, pending or rejected photo (JPEG), for those who may see it',
        querystring: z.looseObject({
          id: z.coerce.number().int().positive(),
          size: z.enum(['full', 'thumb']),
        }),
      },
    },
    async (request, reply) => {
      const ctx = await contextOf(request);
      const file = await readPhotoFile(app.db, storage, ctx, request.query.id, request.query.size);
      // Only this member's browser may keep it, briefly: access can end (premium, a block).
      return reply
        .type('image/jpeg')
        .header('cache-control', 'private, max-age=300')
        .header('vary', 'cookie')
        .send(file);
    },
  );

  api.post(
    '/api/photo-review.php',
    {
      schema: {
        tags: ['photos'],
        summary: 'Operators: approve or reject a photo',
        body: photoReviewSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requireOperator(request);
      await reviewPhoto(app.db, storage, request.site.id, request.body.id, request.body.status);
      return { ok: true as const };
    },
  );
}
