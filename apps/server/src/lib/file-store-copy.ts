import fs from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';
import { storedFiles } from '../db/schema.ts';
import { isFileKey, localFileStore, type FileStore } from './file-store.ts';

/** The keys of the files under DATA_DIR/uploads and DATA_DIR/evidence. */
export async function localFileKeys(dataDir: string): Promise<string[]> {
  const keys: string[] = [];
  for (const area of ['uploads', 'evidence']) {
    const names = await fs.readdir(path.join(dataDir, area)).catch(() => [] as string[]);
    keys.push(...names.map((name) => `${area}/${name}`).filter(isFileKey));
  }
  return keys;
}

/** How many of the files under DATA_DIR the database's stored_files does not hold yet. */
export async function localFilesNotInDatabase(dataDir: string, db: Executor): Promise<number> {
  const keys = await localFileKeys(dataDir);
  let missing = 0;
  for (let i = 0; i < keys.length; i += 1000) {
    const batch = keys.slice(i, i + 1000);
    const found = await db
      .select({ name: storedFiles.name })
      .from(storedFiles)
      .where(inArray(storedFiles.name, batch));
    missing += batch.length - found.length;
  }
  return missing;
}

/**
 * Copies the files of a `local` install (DATA_DIR/uploads and DATA_DIR/evidence) into another store,
 * for switching to UPLOADS_STORE=database. Files the target already holds are left as they are, so
 * it can run again after an interruption.
 */
export async function copyLocalFiles(dataDir: string, target: FileStore) {
  const source = localFileStore(dataDir);
  let copied = 0;
  let skipped = 0;
  for (const area of ['uploads', 'evidence']) {
    const names = await fs.readdir(path.join(dataDir, area)).catch(() => [] as string[]);
    for (const name of names) {
      const key = `${area}/${name}`;
      const file = isFileKey(key) ? await source.get(key) : undefined;
      if (!file || (await target.get(key))) {
        skipped += 1;
        continue;
      }
      await target.put(key, file.bytes, file.contentType);
      copied += 1;
    }
  }
  return { copied, skipped };
}
