import { endpoints } from '@amoret/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { readUpload, uploadRoutes } from '../../platform/multipart-upload.ts';
import { sendPrivateImage } from '../../platform/private-file.ts';
import { contextOf, requireMember, requireRole } from '../../platform/request-context.ts';
import type { Storage } from '../../platform/storage.ts';
import { MAX_UPLOAD_BYTES } from './image-processing.ts';
import {
  addPhoto,
  deletePhoto,
  listOwnPhotos,
  presentPhoto,
  readPhotoFile,
  reviewPhoto,
  updatePhoto,
} from './photos.service.ts';

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

  api.route({
    ...endpointRoute(endpoints.photos.list),
    handler: async (request) => ownPhotos(request, (await requireMember(request)).user.id),
  });

  await uploadRoutes(app, MAX_UPLOAD_BYTES, (uploads) =>
    uploads.withTypeProvider<ZodTypeProvider>().route({
      ...endpointRoute(endpoints.photos.upload),
      handler: async (request) => {
        const current = await requireMember(request);
        const upload = await readUpload(request);
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
    }),
  );

  api.route({
    ...endpointRoute(endpoints.photos.update),
    handler: async (request) => {
      const current = await requireMember(request);
      await updatePhoto(app.db, storage, current, request.body);
      return ownPhotos(request, current.user.id);
    },
  });

  api.route({
    ...endpointRoute(endpoints.photos.remove),
    handler: async (request) => {
      const current = await requireMember(request);
      await deletePhoto(app.db, storage, current, request.body.id);
      return ownPhotos(request, current.user.id);
    },
  });

  api.route({
    ...endpointRoute(endpoints.photos.file),
    handler: async (request, reply) => {
      const ctx = await contextOf(request);
      const file = await readPhotoFile(app.db, storage, ctx, request.query.id, request.query.size);
      return sendPrivateImage(reply, file);
    },
  });

  api.route({
    ...endpointRoute(endpoints.photos.review),
    handler: async (request) => {
      await requireOperator(request);
      await reviewPhoto(app.db, storage, request.site.id, request.body.id, request.body.status);
      return { ok: true as const };
    },
  });
}
