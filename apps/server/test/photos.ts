import sharp from 'sharp';
import type { client } from './http.ts';

/** A plain JPEG of one colour. */
export const solidJpeg = (background = '#b5656f', width = 320, height = 240) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** Uploads a file as the browser does (multipart field "file", the member's cookie) to `path`. */
export async function uploadFile(
  baseUrl: string,
  member: ReturnType<typeof client>,
  body: Buffer,
  path: string,
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(body)]), 'photo.jpg');
  const cookie = [...member.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', body: form, headers: { cookie } });
  return { status: res.status, json: await res.json() };
}

/** Uploads a photo as the browser does (multipart, the member's cookie); `query` e.g. `?private=1`. */
export function uploadPhoto(
  baseUrl: string,
  member: ReturnType<typeof client>,
  body: Buffer,
  query = '',
  host?: string,
) {
  return uploadFile(
    baseUrl,
    member,
    body,
    `/api/photos.php${query}${host ? `${query ? '&' : '?'}_force_domain=${host}` : ''}`,
  );
}
