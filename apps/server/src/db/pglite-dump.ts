import type { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database as a gzipped tar of its folder, the form PGlite's `loadDataDir` restores.
 * The caller makes sure no transaction is open (PGlite runs one statement at a time); CHECKPOINT
 * first writes every changed page to the files, so the copy needs no WAL replay to be whole.
 */
export async function dumpDataDir(pglite: PGlite): Promise<Uint8Array> {
  await pglite.exec('CHECKPOINT');
  const file = await pglite.dumpDataDir('gzip');
  return new Uint8Array(await file.arrayBuffer());
}
