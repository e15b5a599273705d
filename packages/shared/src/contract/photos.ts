import { errorResponseSchema, okResponseSchema } from '../schemas/common.ts';
import {
  photoFileQuerySchema,
  photoIdSchema,
  photoResponseSchema,
  photoReviewSchema,
  photosResponseSchema,
  photoUpdateSchema,
  photoUploadQuerySchema,
} from '../schemas/photo.ts';
import { ownProfileResponseSchema, profileUpdateSchema } from '../schemas/profile.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';

/** The member's own profile (signup "about me" steps; the profile page builds on it). */
export const profiles = {
  own: defineEndpoint({
    method: 'GET',
    path: '/api/profile.php',
    tags: ['profile'],
    summary: 'Your own profile attributes',
    responses: { 200: ownProfileResponseSchema, 403: errorResponseSchema },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/profile.php',
    tags: ['profile'],
    summary: 'Change some of your profile attributes',
    body: profileUpdateSchema,
    responses: { 200: ownProfileResponseSchema, ...errorResponses(400, 403) },
  }),
};

const photoErrors = errorResponses(400, 403, 404, 409, 413);
const tags = ['photos'];

export const photos = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/photos.php',
    tags,
    summary: 'Your photos',
    responses: { 200: photosResponseSchema, 403: errorResponseSchema },
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/photos.php',
    tags,
    summary: 'Upload a photo (multipart field "file"; ?private=1 for a private photo)',
    query: photoUploadQuerySchema,
    multipart: true,
    responses: { 200: photoResponseSchema, ...photoErrors },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/photos.php',
    tags,
    summary: 'Make a photo the main one, or private / public',
    body: photoUpdateSchema,
    responses: { 200: photosResponseSchema, ...photoErrors },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/photos.php',
    tags,
    summary: 'Delete one of your photos',
    body: photoIdSchema,
    responses: { 200: photosResponseSchema, ...photoErrors },
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/api/photo-file.php',
    tags,
    summary: 'A private, pending or rejected photo (JPEG), for those who may see it',
    query: photoFileQuerySchema,
    responses: {},
  }),
  review: defineEndpoint({
    method: 'POST',
    path: '/api/photo-review.php',
    tags,
    summary: 'Operators: approve or reject a photo',
    body: photoReviewSchema,
    responses: { 200: okResponseSchema, ...photoErrors },
  }),
};
