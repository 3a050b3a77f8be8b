import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { as, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { makeUser } from '../../../test/factories.ts';
import { addJazzCash, seedAvailable, until } from '../../modules/wallet/test-kit.ts';
import { runRecordedCheck } from '../../modules/ledger/recorded-check.ts';
import { recordEvent } from '../../outbox/record.ts';
import { connect, type ClientSocket } from '../../realtime/test-client.ts';

const TOKEN = 'metrics-token-0123456789';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** The value of the first sample of `name` whose labels include `labels`. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text
    .split('\n')
    .find((l) => (l.startsWith(`${name}{`) && l.includes(labels)) || (!labels && l.startsWith(`${name} `)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestContext;
  let url: string;
  const sockets: ClientSocket[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      METRICS_TOKEN: TOKEN,
      QUEUE_POLL_INTERVAL: '500ms',
      LEDGER_CHECK_EVERY: '1s',
      PAYOUT_METHOD_COOLDOWN: '0s',
      SANDBOX_PAYOUT_DELAY: '1h',
      // Mail goes to a port where nothing listens: every send fails.
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      MAIL_RETRY_DELAY: '1h',
    });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  const scrape = (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers });

  it('refuses callers without the token, with a wrong one, or with another scheme (401, nothing leaked)', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-0123456789' },
      { authorization: `Bearer ${TOKEN.toUpperCase()}` },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
      { authorization: `Bearer ${TOKEN} ` },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const res = await scrape(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
    // A session cookie is not a metrics token.
    const user = await makeUser(t.app);
    expect((await as(t.app, user).get('/metrics')).statusCode).toBe(401);
  });

  it('serves Prometheus text: request latency per route and status, event-loop delay, pool, sockets', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/jobs/not-a-uuid' });
    sockets.push(await connect(url, (await makeUser(t.app)).cookie));
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(
      sample(text, 'http_request_duration_seconds_count', 'route="/api/health",status_code="200"'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', 'route="/api/jobs/:id",status_code="400"'),
    ).toBe(1);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(sample(text, 'kt_db_pool_connections', 'state="total"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'kt_db_pool_max')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'kt_sockets_connected')).toBe(1);
  });

  it('reports queue depth per job type, the outbox, payouts waiting and failed e-mails', async () => {
    const freelancer = await makeUser(t.app);
    await seedAvailable(t.app, freelancer.id, 50_00);
    const methodId = await addJazzCash(t.app, freelancer);
    for (let i = 0; i < 2; i++) {
      const res = await as(t.app, freelancer).post('/api/wallet/withdrawals', {
        amount: 20_00,
        currency: 'USD',
        payoutMethodId: methodId,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    // An event no handler takes stays waiting in the outbox (its topic is unknown to the dispatcher).
    await recordEvent(t.app.db, 'metrics-test:unhandled' as never, {} as never);
    await t.app.db.execute(sql`update outbox set created_at = now() - interval '90 seconds'
      where topic = 'metrics-test:unhandled'`);

    // A provider's notification that funded nothing waits for the operator; a resolved one does not count.
    await t.app.db.execute(sql`insert into payment_issues (provider, problem, detail, payload, resolved_at)
      values ('jazzcash', 'bad_signature', 'metrics test', '{}', null),
             ('jazzcash', 'amount_mismatch', 'metrics test', '{}', now())`);

    // Two payouts handed to the sandbox, whose confirmation waits (SANDBOX_PAYOUT_DELAY is an hour).
    const text = await until(
      async () => (await scrape()).body,
      (body) =>
        sample(body, 'kt_payouts_waiting', 'status="sent"') === 2 &&
        // The scrape reads the queue before the payouts, so a payout sent in between shows in one only.
        sample(body, 'kt_queue_jobs', 'queue="withdrawal.confirm",state="scheduled"') === 2 &&
        (sample(body, 'kt_emails_failed_total') ?? 0) >= 1,
    );
    expect(sample(text, 'kt_payouts_waiting', 'status="sent"')).toBe(2);
    expect(sample(text, 'kt_payouts_waiting', 'status="processing"')).toBe(0);
    expect(sample(text, 'kt_payouts_waiting', 'status="in_review"')).toBe(0);
    // The payout method's notice e-mail could not be sent.
    expect(sample(text, 'kt_emails_failed_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'kt_queue_jobs', 'queue="mail.send",state="scheduled"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'kt_queue_jobs', 'queue="withdrawal.confirm",state="scheduled"')).toBe(2);
    expect(text).toMatch(/^kt_queue_oldest_due_job_age_seconds\{queue="withdrawal.confirm"\} 0$/m);
    expect(sample(text, 'kt_outbox_events', 'state="waiting"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'kt_outbox_lag_seconds')).toBeGreaterThanOrEqual(90);
    expect(sample(text, 'kt_emails_undeliverable')).toBe(0);
    expect(sample(text, 'kt_payments_needing_look')).toBe(1);
  });

  it("reports the last ledger check: the server's own schedule, then a broken ledger as 0", async () => {
    const scheduled = await until(
      async () => (await scrape()).body,
      (body) => sample(body, 'kt_ledger_check_ok') !== undefined,
    );
    expect(sample(scheduled, 'kt_ledger_check_ok')).toBe(1);
    expect(sample(scheduled, 'kt_ledger_check_failed_invariants')).toBe(0);
    const at = sample(scheduled, 'kt_ledger_check_timestamp_seconds')!;
    expect(Math.abs(at - Date.now() / 1000)).toBeLessThan(60);

    const victim = await makeUser(t.app);
    await seedAvailable(t.app, victim.id, 10_00);
    await t.app.db.execute(sql`alter table ledger_accounts disable trigger user`);
    await t.app.db.execute(sql`update ledger_accounts set balance = balance + 1
      where key = ${`available:${victim.id}:USD`}`);
    await t.app.db.execute(sql`alter table ledger_accounts enable trigger user`);
    const report = await runRecordedCheck(t.app.db, 'cli');
    expect(report.ok).toBe(false);
    const broken = (await scrape()).body;
    expect(sample(broken, 'kt_ledger_check_ok')).toBe(0);
    expect(sample(broken, 'kt_ledger_check_failed_invariants')).toBeGreaterThanOrEqual(1);
  });
});

describe('metrics on METRICS_PORT', () => {
  let t: TestContext;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ METRICS_PORT: String(port), HOST: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('serves /metrics on its own port without a token, and not on the main port', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(sample(text, 'http_request_duration_seconds_count', 'route="/api/health"')).toBe(1);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
    const main = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(main.statusCode).toBe(404);
    expect(main.body).not.toContain('http_request');
  });
});

describe('metrics switched off (the default)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 to GET /metrics, with or without a token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Not found: GET /metrics' });
    }
  });
});
