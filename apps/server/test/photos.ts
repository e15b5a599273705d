import sharp from 'sharp';
import type { client } from './http.ts';

/** A plain JPEG of one colour. */
export const solidJpeg = (background = '#b5656f', width = 320, height = 240) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** Uploads a photo as the browser does (multipart, the member's cookie); `query` e.g. `?private=1`. */
export async function uploadPhoto(
  baseUrl: string,
  member: ReturnType<typeof client>,
  body: Buffer,
  query = '',
  host?: string,
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(body)]), 'photo.jpg');
  const cookie = [...member.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const url = `${baseUrl}/api/photos.php${query}${host ? `${query ? '&' : '?'}_force_domain=${host}` : ''}`;
  const res = await fetch(url, { method: 'POST', body: form, headers: { cookie } });
  return { status: res.status, json: await res.json() };
}
