import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killServers, startServer, tmpDir, waitHealthy } from './server-process.ts';

/** The real server as an operator runs it: its own process, its own DATA_DIR. */
afterAll(killServers);

// Each test starts real servers (PGlite init, migrations, seed): allow for a busy machine.
describe('the server process', { timeout: 150_000 }, () => {
  it('stops at start-up with a one-line message naming a bad variable', async () => {
    const server = startServer({ PORT: 'not-a-port', DATA_DIR: tmpDir() });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid PORT="not-a-port"/);
  });

  it('stops at start-up in production when OIDC_ISSUER is not https://, naming it in one line', async () => {
    const server = startServer({ OIDC_ISSUER: 'http://accounts.example.org', DATA_DIR: tmpDir() });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid OIDC_ISSUER="http:\/\/accounts\.example\.org": must be an https:\/\//);
  });

  it('keeps acknowledged writes across SIGTERM and refuses a second process on the same DATA_DIR', async () => {
    const dataDir = tmpDir();
    const port = await freePort();
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitHealthy(port);

    const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another server/);

    const email = `durable.${Date.now()}@example.test`;
    const reg = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'durable-password', firstName: 'Dur', lastName: 'Able' }),
    });
    expect(reg.status).toBe(201);

    // SIGTERM while requests are in flight: whatever was acknowledged must survive.
    const inflight = Array.from({ length: 12 }, (_, i) =>
      fetch(`http://127.0.0.1:${port}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `inflight${i}.${email}`,
          password: 'durable-password',
          firstName: 'In',
          lastName: 'Flight',
        }),
      }).then(
        (res) => (res.status === 201 ? `inflight${i}.${email}` : null),
        () => null,
      ),
    );
    await new Promise((r) => setTimeout(r, 30));
    first.child.kill('SIGTERM');
    const acknowledged = (await Promise.all(inflight)).filter((e): e is string => e !== null);
    const firstCode = await first.exited;
    expect(firstCode, first.output()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);

    const port2 = await freePort();
    const again = startServer({ PORT: String(port2), DATA_DIR: dataDir });
    await waitHealthy(port2);
    const login = await fetch(`http://127.0.0.1:${port2}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'durable-password' }),
    });
    expect(login.status).toBe(200);
    for (const acked of acknowledged) {
      const res = await fetch(`http://127.0.0.1:${port2}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: acked, password: 'durable-password' }),
      });
      expect(res.status, acked).toBe(200);
    }
    const health = await (await fetch(`http://127.0.0.1:${port2}/api/health`)).json();
    expect(health).toEqual({ status: 'ok', database: 'up' });
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });

  it('recovers from a first start that was killed half-way', async () => {
    const dataDir = tmpDir();
    // What a killed first initialization leaves: a temporary folder and a stale lock.
    fs.mkdirSync(path.join(dataDir, 'db.init-999999', 'base'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'db.lock'), '999999');
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitHealthy(port);
    expect(fs.existsSync(path.join(dataDir, 'db.init-999999'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
