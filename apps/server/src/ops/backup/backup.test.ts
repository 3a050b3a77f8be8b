import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from '../../db/pglite-extensions.ts';
import { createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';
import { backupTokenFile } from './token.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/ops/backup', headers, remoteAddress });

describe('POST /ops/backup', () => {
  it('copies the embedded database for a local caller with the token, and nobody else', async () => {
    if (ctx.database.driver === 'pg') {
      // PostgreSQL is backed up with pg_dump: the route does not exist there.
      expect((await post()).statusCode).toBe(404);
      return;
    }
    const token = fs.readFileSync(backupTokenFile(ctx.config.dataDir), 'utf8');
    expect(fs.statSync(backupTokenFile(ctx.config.dataDir)).mode & 0o777).toBe(0o600);
    const auth = { authorization: `Bearer ${token}` };

    expect((await post()).statusCode).toBe(401);
    expect((await post({ authorization: 'Bearer wrong' })).statusCode).toBe(401);
    // Through a proxy, or from another machine, it is not there at all.
    expect((await post({ ...auth, 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await post(auth, '10.0.0.5')).statusCode).toBe(404);

    const user = await createUser(ctx.app);
    const res = await post(auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(gunzipSync(res.rawPayload).length).toBeGreaterThan(1_000_000);

    const restored = new PGlite({ extensions: PGLITE_EXTENSIONS, loadDataDir: new Blob([res.rawPayload]) });
    const rows = await restored.query<{ email: string }>('select email from users where id = $1', [user.id]);
    expect(rows.rows).toEqual([{ email: user.email }]);
    await restored.close();
  });
});
