import sharp from 'sharp';
import { IMAGE_TYPES, detectType, removeUploads, storeUpload } from '../../lib/uploads.ts';
import { unsupportedMediaType } from '../../lib/errors.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { MAX_INPUT_PIXELS } from '../../lib/upload-content.ts';

/**
 * Each kind of image is re-encoded to WebP at the sizes its screens show: a phone on a slow link
 * downloads tens of kilobytes, never the original camera file.
 */
const SIZES = {
  /** The profile photo: the profile page's avatar, and a square thumbnail for cards and menus. */
  profile: { full: 800, thumb: 160 },
  cover: { full: 1600, thumb: undefined },
  portfolio: { full: 1200, thumb: undefined },
  /** A programme page's picture (a hub's or branch's card; issue 36). */
  programme: { full: 1280, thumb: undefined },
} as const;

export type ImageKind = keyof typeof SIZES;
export type StoredImage = { full: string; thumb: string | null };

/** Checks the bytes are an image (415 otherwise), re-encodes and stores it; returns the URLs. */
export async function storeImage(store: FileStore, buffer: Buffer, kind: ImageKind): Promise<StoredImage> {
  await detectType(buffer, IMAGE_TYPES, 'image');
  const size = SIZES[kind];
  let full: Buffer;
  let thumb: Buffer | undefined;
  try {
    const source = sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    full = await source
      .clone()
      .resize({ width: size.full, height: size.full, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    if (size.thumb) {
      thumb = await source
        .clone()
        .resize({ width: size.thumb, height: size.thumb, fit: 'cover', position: 'attention' })
        .webp({ quality: 75 })
        .toBuffer();
    }
  } catch {
    throw unsupportedMediaType('Unsupported image type: the file could not be read as an image');
  }
  const fullUrl = await storeUpload(store, full, 'webp');
  try {
    const thumbUrl = thumb ? await storeUpload(store, thumb, 'webp') : null;
    return { full: fullUrl, thumb: thumbUrl };
  } catch (err) {
    await removeUploads(store, [fullUrl]);
    throw err;
  }
}

export function imageUrls(image: StoredImage | undefined): string[] {
  if (!image) return [];
  return image.thumb ? [image.full, image.thumb] : [image.full];
}
