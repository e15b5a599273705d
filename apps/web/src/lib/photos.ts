import type { Photo } from '@amoret/shared';
import { ApiError, http, pageDomain } from './http-client.ts';

/**
 * Uploads one photo (multipart). Not through the JSON client: a file is sent once, and a failed upload
 * is shown to the member rather than retried behind their back.
 */
export async function uploadPhoto(file: File, isPrivate = false): Promise<Photo> {
  const form = new FormData();
  form.append('file', file);
  const params = new URLSearchParams({ _force_domain: pageDomain(), private: isPrivate ? '1' : '0' });
  const response = await fetch(`/api/photos.php?${params}`, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
  });
  const body = await response.json().catch(() => null);
  if (!response.ok)
    throw new ApiError(response.status, body?.error ?? 'generic', body?.message ?? response.statusText);
  return body.photo as Photo;
}

export const listPhotos = async () => (await http.request<{ photos: Photo[] }>('/api/photos.php')).photos;
export const updatePhoto = async (id: number, changes: { main?: true; private?: boolean }) =>
  (await http.request<{ photos: Photo[] }>('/api/photos.php', { method: 'PUT', body: { id, ...changes } }))
    .photos;
export const deletePhoto = async (id: number) =>
  (await http.request<{ photos: Photo[] }>('/api/photos.php', { method: 'DELETE', body: { id } })).photos;
