import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { unsupportedMediaType } from './errors.ts';

/** What an upload may be, checked by its content (magic bytes), never by its name or MIME header. */
export const ATTACHMENT_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'application/pdf',
  'application/x-cfb', // .doc (OLE compound file)
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

export const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']);

/** The extensions images are stored with: served inline; every other upload is a download. */
export const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif']);

export type Detected = { mime: string; ext: string };

/** The file's real type, or a 415 when it is not one of `allowed`. */
export async function detectType(buffer: Buffer, allowed: Set<string>, what = 'file'): Promise<Detected> {
  const found = await fileTypeFromBuffer(buffer);
  if (!found || !allowed.has(found.mime)) {
    throw unsupportedMediaType(`Unsupported ${what} type`);
  }
  // file-type names a .docx "docx" and an OLE file "cfb"; a .cfb is served as .doc.
  return { mime: found.mime, ext: found.ext === 'cfb' ? 'doc' : found.ext };
}

export function uploadsDir(dataDir: string) {
  return path.join(dataDir, 'uploads');
}

/** Writes bytes under DATA_DIR/uploads with a random name; returns the server-relative URL. */
export async function storeUpload(dataDir: string, buffer: Buffer, ext: string): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  const dir = uploadsDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), buffer, { flag: 'wx' });
  return `/uploads/${name}`;
}

/** Removes stored uploads (used to undo a failed multi-step write). */
export async function removeUploads(dataDir: string, urls: string[]) {
  await Promise.all(
    urls.map((url) =>
      fs.rm(path.join(uploadsDir(dataDir), path.basename(url)), { force: true }).catch(() => {}),
    ),
  );
}
