import { type PhotoUpdate, routes } from '@amoret/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useUser } from './auth/user.ts';
import { queryKeys } from './query-keys.ts';

/**
 * Uploads one photo (multipart). Sent once: a failed upload is shown to the member rather than
 * retried behind their back (the entry is marked multipart).
 */
export async function uploadPhoto(file: File, isPrivate = false) {
  const form = new FormData();
  form.append('file', file);
  const query = { private: isPrivate ? '1' : '0' } as const;
  return (await api.call(routes.photos.upload, { query, body: form })).photo;
}

export const listPhotos = async () => (await api.call(routes.photos.list)).photos;
/** The member's own photos, all of them (private and pending too); for members only, as `useOwnProfile`. */
export function useOwnPhotos() {
  const user = useUser();
  return useQuery({ queryKey: queryKeys.photos.own(), queryFn: listPhotos, enabled: !!user });
}
export const updatePhoto = async (id: number, changes: Omit<PhotoUpdate, 'id'>) =>
  (await api.call(routes.photos.update, { body: { id, ...changes } })).photos;
export const deletePhoto = async (id: number) =>
  (await api.call(routes.photos.remove, { body: { id } })).photos;
