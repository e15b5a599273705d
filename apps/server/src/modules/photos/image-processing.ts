import { PHOTO_THUMB_SIDE } from '@amoret/shared';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../platform/errors.ts';

/** Formats accepted from members; everything is re-encoded (JPEG, thumbnails WebP). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
/** Larger pixel counts are refused before decoding (decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const MAX_SIDE = 1600;
/**
 * Thumbnails and their blurred copies are WebP: they are the most fetched images (every card, often
 * the largest paint of a phone's first screen), and WebP makes them about a third smaller than
 * mozjpeg at the same look. Every browser the site supports shows WebP; the full image stays JPEG
 * (what a member may save or share).
 */
export const THUMB_EXTENSION = 'webp';

export interface ProcessedImage {
  full: Buffer;
  thumb: Buffer;
  blurred: Buffer;
  width: number;
  height: number;
}

export class InvalidImageError extends Error {}

/**
 * Decodes an upload and writes fresh files (full JPEG, square WebP thumbnail, blurred WebP thumbnail
 * for locked private photos). Nothing of the original survives: no EXIF, no GPS, no trailing data of a polyglot.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let meta: Metadata;
  try {
    meta = await sharp(input, options).metadata();
  } catch {
    throw new InvalidImageError('not a readable image');
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format))
    throw new InvalidImageError(`format ${meta.format}`);
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new InvalidImageError('too many pixels');
  }
  try {
    // rotate() applies the EXIF orientation; the output carries no metadata at all.
    const base = () => sharp(input, options).rotate();
    const full = await base()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumb = await base()
      .resize(PHOTO_THUMB_SIDE, PHOTO_THUMB_SIDE, { fit: 'cover' })
      .webp({ quality: 78 })
      .toBuffer();
    const blurred = await base()
      .resize(PHOTO_THUMB_SIDE, PHOTO_THUMB_SIDE, { fit: 'cover' })
      .blur(25)
      .webp({ quality: 60 })
      .toBuffer();
    return { full: full.data, thumb, blurred, width: full.info.width, height: full.info.height };
  } catch {
    throw new InvalidImageError('could not decode');
  }
}

/** `processImage` for a member's upload: an unreadable or refused image is the member's 400 `invalidImage`. */
export async function processUpload(input: Buffer): Promise<ProcessedImage> {
  try {
    return await processImage(input);
  } catch (error) {
    if (error instanceof InvalidImageError) throw new AppError('invalidImage', 400);
    throw error;
  }
}
