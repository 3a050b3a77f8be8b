import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { unsupportedMediaType } from './errors.ts';
import { contentTypeOf, type FileStore } from './file-store.ts';

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

/** Stores bytes in the uploads area under a random name; returns the server-relative URL. */
export async function storeUpload(store: FileStore, buffer: Buffer, ext: string): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await store.put(`uploads/${name}`, buffer, contentTypeOf(name));
  return `/uploads/${name}`;
}

/** Removes stored uploads by URL (used to undo a failed multi-step write); never throws. */
export async function removeUploads(store: FileStore, urls: string[]) {
  const keys = urls.filter((u) => u.startsWith('/uploads/')).map((u) => `uploads/${path.posix.basename(u)}`);
  await store.remove(keys).catch(() => {});
}
