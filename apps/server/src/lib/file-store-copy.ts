import fs from 'node:fs/promises';
import path from 'node:path';
import { isFileKey, localFileStore, type FileStore } from './file-store.ts';

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
