import { Worker } from 'node:worker_threads';

export type WorkerRequest = { id: number } & (
  | { op: 'ready' }
  | { op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; drizzleParsers: boolean }
  | { op: 'exec'; sql: string }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'dump' }
  | { op: 'close' }
);
export type WorkerReply =
  { notify: string } | { id: number; result?: unknown; error?: Record<string, unknown> };

type Results = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: unknown };
type Queryable = {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
  exec(sql: string): Promise<Results[]>;
};

/**
 * The main thread's handle on a PGlite instance that lives in a worker thread (pglite-worker.ts).
 * It offers what drizzle's PGlite driver and our own code call (`query`, `exec`, `transaction`,
 * `listen`, `close`) with PGlite's semantics: one statement at a time, and a transaction holds the
 * database until it ends (statements from outside it wait, as they do inside PGlite).
 */
export class RemotePglite implements Queryable {
  #worker: Worker;
  #nextId = 1;
  #pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  #listeners = new Map<string, Set<() => void>>();
  /** The tail of the chain of exclusive sections (statements and transactions), in arrival order. */
  #tail: Promise<unknown> = Promise.resolve();
  #failure: Error | undefined;
  /** Statements and transactions running or waiting their turn (the metrics' pool use). */
  queued = 0;
  closed = false;

  private constructor(dbDir: string) {
    // A plain module that registers tsx, then loads the TypeScript worker (a worker thread does not
    // take `--import` hooks from its parent).
    this.#worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dbDir } });
    this.#worker.on('message', (reply: WorkerReply) => this.#receive(reply));
    this.#worker.on('error', (err) => this.#fail(err));
    this.#worker.on('exit', (code) =>
      this.#fail(new Error(`The database thread stopped (exit code ${code})`)),
    );
  }

  /** Starts the thread and opens the database folder (prepared and locked by the caller). */
  static async open(dbDir: string): Promise<RemotePglite> {
    const remote = new RemotePglite(dbDir);
    await remote.#call({ op: 'ready' });
    return remote;
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results> {
    return this.#exclusive(() => this.#query(sql, params, options));
  }

  exec(sql: string): Promise<Results[]> {
    return this.#exclusive(() => this.#call({ op: 'exec', sql }) as Promise<Results[]>);
  }

  /** Runs `work` in BEGIN … COMMIT (ROLLBACK when it throws); nothing else runs meanwhile. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.#exclusive(async () => {
      const tx: Queryable = {
        query: (sql, params, options) => this.#query(sql, params, options),
        exec: (sql) => this.#call({ op: 'exec', sql }) as Promise<Results[]>,
      };
      await this.#query('BEGIN');
      try {
        const result = await work(tx);
        await this.#query('COMMIT');
        return result;
      } catch (err) {
        await this.#query('ROLLBACK').catch(() => {});
        throw err;
      }
    });
  }

  /**
   * A copy of the database folder as a gzipped tar (what PGlite's `loadDataDir` takes), made after a
   * CHECKPOINT while nothing else runs: no transaction is open between two exclusive sections.
   */
  dump(): Promise<Uint8Array> {
    return this.#exclusive(() => this.#call({ op: 'dump' }) as Promise<Uint8Array>);
  }

  /** Calls `onNotify` for every NOTIFY on `channel`; returns a function that stops it. */
  async listen(channel: string, onNotify: () => void): Promise<() => Promise<void>> {
    let set = this.#listeners.get(channel);
    if (!set) {
      set = new Set();
      this.#listeners.set(channel, set);
      await this.#exclusive(() => this.#call({ op: 'listen', channel }));
    }
    set.add(onNotify);
    return async () => {
      set.delete(onNotify);
      if (set.size === 0 && this.#listeners.get(channel) === set && !this.closed) {
        this.#listeners.delete(channel);
        await this.#exclusive(() => this.#call({ op: 'unlisten', channel }));
      }
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.#exclusive(() => this.#call({ op: 'close' })).catch(() => {});
    this.closed = true;
    await this.#worker.terminate();
  }

  #query(sql: string, params?: unknown[], options?: QueryOptions) {
    return this.#call({
      op: 'query',
      sql,
      params: params ?? [],
      ...(options?.rowMode ? { rowMode: options.rowMode } : {}),
      drizzleParsers: options?.parsers !== undefined,
    }) as Promise<Results>;
  }

  #exclusive<T>(work: () => Promise<T>): Promise<T> {
    this.queued += 1;
    const run = this.#tail.then(work, work).finally(() => {
      this.queued -= 1;
    });
    this.#tail = run.catch(() => {});
    return run;
  }

  #call(req: DistributiveOmit<WorkerRequest, 'id'>): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.closed) return Promise.reject(new Error('database closed'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...req, id });
    });
  }

  #receive(reply: WorkerReply) {
    if ('notify' in reply) {
      for (const listener of this.#listeners.get(reply.notify) ?? []) listener();
      return;
    }
    const waiting = this.#pending.get(reply.id);
    if (!waiting) return;
    this.#pending.delete(reply.id);
    if (reply.error) {
      const { message, ...fields } = reply.error;
      waiting.reject(Object.assign(new Error(String(message)), { name: 'DatabaseError' }, fields));
    } else {
      waiting.resolve(reply.result);
    }
  }

  #fail(err: Error) {
    if (this.closed) return;
    this.#failure = err;
    for (const { reject } of this.#pending.values()) reject(err);
    this.#pending.clear();
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
