/**
 * Issue 12, item 3: no log line carries a password, a password hash, a session id or a token, even
 * when the database refuses a sign-up's insert (whose parameters include the argon2 hash).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/sessions/store.ts';
import { createTestApp, uniqueEmail, type TestContext } from './helpers.ts';

describe('logs keep no secrets', () => {
  let t: TestContext;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { logStream: { write: (line) => void lines.push(line) } });
    await t.app.db.execute(sql`
      CREATE FUNCTION kt_refuse_user() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.first_name = 'Refuse' THEN RAISE EXCEPTION 'refused for the test'; END IF;
        RETURN NEW;
      END $$`);
    await t.app.db.execute(
      sql`CREATE TRIGGER kt_refuse_user BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION kt_refuse_user()`,
    );
  });
  afterAll(() => t.close());

  it('logs a failed sign-up insert by its code, without its parameters or the password hash', async () => {
    const password = 'a-very-secret-password-77';
    const email = uniqueEmail('logged');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password, firstName: 'Refuse', lastName: 'Me' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: 'Internal server error' });
    const log = lines.join('');
    // The failure is in the log, by its code…
    expect(log).toMatch(/database error P0001/);
    // …and nothing of the statement's parameters: no hash, no password, no e-mail of the row.
    expect(log).not.toMatch(/argon2|\$argon/i);
    expect(log).not.toContain(password);
    expect(log).not.toMatch(/Failed query|params:/);
  });

  it('redacts secret fields and session cookies wherever a log line carries them', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: uniqueEmail('fine'),
        password: 'another-secret-pass',
        firstName: 'Fine',
        lastName: 'Me',
      },
    });
    expect(ok.statusCode).toBe(201);
    const cookie = ok.headers['set-cookie'];
    const sid = String(Array.isArray(cookie) ? cookie[0] : cookie)
      .split(';')[0]!
      .split('=')[1]!;
    t.app.log.info(
      {
        password: 'p1-secret',
        passwordHash: '$argon2id$x',
        user: { token: 't-secret', totpSecret: 's-secret' },
      },
      'a careless line',
    );
    await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `${SESSION_COOKIE}=${sid}` },
    });
    const log = lines.join('');
    expect(log).toContain('a careless line');
    for (const secret of ['p1-secret', '$argon2id$x', 't-secret', 's-secret', sid]) {
      expect(log).not.toContain(secret);
    }
  });
});
