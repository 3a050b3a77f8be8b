import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { storedFiles } from '../db/schema.ts';

/**
 * Where uploaded files live (issue 20). Keys are `<area>/<random>.<ext>`: `uploads/…` is served
 * publicly at /uploads/:name, `evidence/…` only by the dispute's guarded route. Bytes never change
 * under a key (names are random), so readers may cache them for ever.
 */
export type StoredFile = { bytes: Buffer; contentType: string; size: number };

export interface FileStore {
  /** Stores new bytes under a key that is not taken yet. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when there is none. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes these keys; missing ones are ignored. */
  remove(keys: string[]): Promise<void>;
}

export type UploadsStore = 'local' | 'database';

/** A key is an area and a random file name: nothing that could climb out of a folder. */
const KEY = /^(uploads|evidence)\/[0-9a-f]{32}\.[a-z0-9]{1,8}$/;
export const isFileKey = (key: string) => KEY.test(key);

function assertKey(key: string) {
  if (!KEY.test(key)) throw new Error(`Not a file key: ${key}`);
}

/** The content type a stored file is served with, by the extension its checked type gave it. */
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
export const contentTypeOf = (name: string) =>
  TYPES[path.extname(name).slice(1).toLowerCase()] ?? 'application/octet-stream';

/** Files under DATA_DIR (`uploads/`, `evidence/`): the embedded default, one node. */
export function localFileStore(dataDir: string): FileStore {
  const file = (key: string) => {
    assertKey(key);
    return path.join(dataDir, key);
  };
  return {
    async put(key, bytes) {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, bytes, { flag: 'wx' });
    },
    async get(key) {
      if (!KEY.test(key)) return undefined;
      const bytes = await fs.readFile(file(key)).catch(() => undefined);
      return bytes && { bytes, contentType: contentTypeOf(key), size: bytes.length };
    },
    async remove(keys) {
      await Promise.all(keys.map((k) => fs.rm(file(k), { force: true }).catch(() => {})));
    },
  };
}

/** Rows of `stored_files` in the application's database: every node reads the same files. */
export function databaseFileStore(db: Db): FileStore {
  return {
    async put(key, bytes, contentType) {
      assertKey(key);
      await db.insert(storedFiles).values({ name: key, contentType, bytes, size: bytes.length });
    },
    async get(key) {
      if (!KEY.test(key)) return undefined;
      const [row] = await db
        .select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType, size: storedFiles.size })
        .from(storedFiles)
        .where(eq(storedFiles.name, key));
      return row;
    },
    async remove(keys) {
      const valid = keys.filter((k) => KEY.test(k));
      if (valid.length > 0) await db.delete(storedFiles).where(inArray(storedFiles.name, valid));
    },
  };
}

/**
 * The database store over the folders an install wrote before it switched to it (issue 35): a key
 * the table lacks is looked for under DATA_DIR, so nothing uploaded before the switch becomes
 * unreachable on this node until `npm run uploads:copy` has copied it. New files go to the table
 * only; a removal reaches both.
 */
export function databaseStoreOverFolders(db: Db, dataDir: string): FileStore {
  const table = databaseFileStore(db);
  const folders = localFileStore(dataDir);
  return {
    put: (key, bytes, contentType) => table.put(key, bytes, contentType),
    get: async (key) => (await table.get(key)) ?? (await folders.get(key)),
    remove: async (keys) => {
      await table.remove(keys);
      await folders.remove(keys);
    },
  };
}

export function openFileStore(kind: UploadsStore, dataDir: string, db: Db): FileStore {
  return kind === 'database' ? databaseStoreOverFolders(db, dataDir) : localFileStore(dataDir);
}
