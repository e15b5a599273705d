import { z } from 'zod';

export const photoSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    thumb_url: z.string(),
    private: z.boolean(),
    status: z.enum(['pending', 'active', 'rejected']),
    main: z.boolean(),
  })
  .meta({ id: 'Photo' });
export type Photo = z.infer<typeof photoSchema>;
export const photosResponseSchema = z.object({ photos: z.array(photoSchema) });
export const photoResponseSchema = z.object({ photo: photoSchema });

/** Query of the upload (`POST /api/photos.php`, multipart field "file"). */
export const photoUploadQuerySchema = z.looseObject({ private: z.enum(['0', '1']).optional() });
/** Query of `GET /api/photo-file.php`: a photo only some may see. */
export const photoFileQuerySchema = z.looseObject({
  id: z.coerce.number().int().positive(),
  size: z.enum(['full', 'thumb']),
});

export const photoIdSchema = z.object({ id: z.number().int().positive() });
export const photoUpdateSchema = z.object({
  id: z.number().int().positive(),
  main: z.literal(true).optional(),
  private: z.boolean().optional(),
});
export type PhotoUpdate = z.infer<typeof photoUpdateSchema>;
export const photoReviewSchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(['active', 'rejected']),
});
