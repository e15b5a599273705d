import { endpoints } from '@amoret/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { AppError } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage.ts';
import { currentUser, requireUser } from '../accounts/current-user.ts';
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
  const deps = { db: app.db, storage: options.storage };
  const member = (request: FastifyRequest) => requireUser(app.db, request, app.clock.now());

  /** The member's photos with the main one marked, read after any change. */
  const ownPhotos = async (request: FastifyRequest, userId: number) => {
    const [profile, photos] = await Promise.all([
      app.db
        .selectFrom('profiles')
        .select('main_photo_id')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
      listOwnPhotos(deps, userId),
    ]);
    return { photos: photos.map((p) => presentPhoto(p, request.site, profile.main_photo_id)) };
  };

  api.route({
    ...endpointRoute(endpoints.photos.list),
    handler: async (request) => ownPhotos(request, (await member(request)).user.id),
  });

  api.route({
    ...endpointRoute(endpoints.photos.upload),
    handler: async (request) => {
      const current = await member(request);
      if (!request.isMultipart()) throw new AppError('invalidImage', 400);
      const file = await request.file();
      if (!file) throw new AppError('invalidImage', 400);
      const upload = await file.toBuffer();
      // The size limit can mark the stream truncated after its last chunk was read, when toBuffer no
      // longer throws: a cut-off upload is too large, not a broken image.
      if (file.file.truncated) throw new AppError('payloadTooLarge', 413);
      const photo = await addPhoto(deps, request.site, current, upload, request.query.private === '1');
      const { photos } = await ownPhotos(request, current.user.id);
      return { photo: photos.find((p) => p.id === photo.id)! };
    },
  });

  api.route({
    ...endpointRoute(endpoints.photos.update),
    handler: async (request) => {
      const { user } = await member(request);
      await updatePhoto(deps, user.id, request.body);
      return ownPhotos(request, user.id);
    },
  });

  api.route({
    ...endpointRoute(endpoints.photos.remove),
    handler: async (request) => {
      const { user } = await member(request);
      await deletePhoto(deps, user.id, request.body.id);
      return ownPhotos(request, user.id);
    },
  });

  api.route({
    ...endpointRoute(endpoints.photos.file),
    handler: async (request, reply) => {
      const viewer = await currentUser(app.db, request, app.clock.now());
      const file = await readPhotoFile(
        deps,
        request.site.site.id,
        viewer,
        request.query.id,
        request.query.size,
      );
      // Only this member's browser may keep it, briefly: access can end (premium, a block).
      return reply
        .type('image/jpeg')
        .header('cache-control', 'private, max-age=300')
        .header('vary', 'cookie')
        .send(file);
    },
  });

  api.route({
    ...endpointRoute(endpoints.photos.review),
    handler: async (request) => {
      const { user } = await member(request);
      if (user.role !== 'operator') throw new AppError('forbidden', 403);
      await reviewPhoto(deps, user.site_id, request.body.id, request.body.status);
      return { ok: true as const };
    },
  });
}
