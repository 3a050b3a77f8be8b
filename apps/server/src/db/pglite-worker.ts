/**
 * The embedded database on a thread of its own. PGlite runs PostgreSQL as WebAssembly on the thread
 * that calls it, so on the main thread a broad search stops every other request (and every socket)
 * while it runs. This worker owns the PGlite instance; the main thread talks to it through
 * `RemotePglite` (pglite-remote.ts), one message per statement.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
import { dumpDataDir } from './pglite-dump.ts';
import type { WorkerReply, WorkerRequest } from './pglite-remote.ts';

/** The parsers drizzle passes with each query (dates and intervals as text), which cannot cross threads. */
const DRIZZLE_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (oid) => [oid, (value: string) => value],
  ),
);

const port = parentPort!;
const { dbDir } = workerData as { dbDir: string };
const pglite = new PGlite(dbDir, { extensions: PGLITE_EXTENSIONS });
const unlisteners = new Map<string, () => Promise<void>>();

const post = (reply: WorkerReply) => port.postMessage(reply);

/** What a caller reads of a database error: its message and PostgreSQL's fields (code first). */
function errorFields(err: unknown) {
  const e = err as Record<string, unknown>;
  const fields: Record<string, unknown> = { message: String(e?.message ?? err) };
  for (const key of [
    'code',
    'detail',
    'hint',
    'constraint',
    'table',
    'column',
    'schema',
    'severity',
    'position',
  ]) {
    if (e?.[key] !== undefined) fields[key] = e[key];
  }
  return fields;
}

async function handle(req: WorkerRequest): Promise<unknown> {
  switch (req.op) {
    case 'ready':
      await pglite.waitReady;
      return null;
    case 'query': {
      const r = await pglite.query(req.sql, req.params, {
        ...(req.rowMode ? { rowMode: req.rowMode } : {}),
        ...(req.drizzleParsers ? { parsers: DRIZZLE_PARSERS } : {}),
      });
      return { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows };
    }
    case 'exec':
      return (await pglite.exec(req.sql)).map((r) => ({
        rows: r.rows,
        fields: r.fields,
        affectedRows: r.affectedRows,
      }));
    case 'listen': {
      if (!unlisteners.has(req.channel)) {
        unlisteners.set(req.channel, await pglite.listen(req.channel, () => post({ notify: req.channel })));
      }
      return null;
    }
    case 'unlisten': {
      await unlisteners.get(req.channel)?.();
      unlisteners.delete(req.channel);
      return null;
    }
    case 'dump':
      return dumpDataDir(pglite);
    case 'close':
      await pglite.close();
      return null;
  }
}

port.on('message', (req: WorkerRequest) => {
  handle(req).then(
    (result) => post({ id: req.id, result }),
    (err: unknown) => post({ id: req.id, error: errorFields(err) }),
  );
});
