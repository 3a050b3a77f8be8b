import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailbox } from './test-mailbox.ts';
import { createTestApp, createUser, uniqueEmail, type TestContext } from '../../../test/helpers.ts';

const login = (t: TestContext, email: string, password: string, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** A random documentation-range address, so counters kept in Redis never carry over between runs. */
const someAddress = () => `198.51.100.${randomInt(1, 255)}`;

/** The per-e-mail limit counts failures only; run on Redis too when TEST_REDIS_URL is set. */
const stores: [string, Record<string, string>][] = [['in memory', {}]];
if (process.env.TEST_REDIS_URL) stores.push(['in Redis', { REDIS_URL: process.env.TEST_REDIS_URL }]);

describe.each(stores)('brute-force limits per e-mail (%s)', (_name, env) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After to an address after its 10 wrong passwords for an account', async () => {
    const user = await createUser(t.app);
    const ip = someAddress();
    for (let i = 0; i < 10; i++) {
      const res = await login(t, user.email, `wrong-password-${i}`, ip);
      expect(res.statusCode).toBe(401);
    }
    const limited = await login(t, user.email.toUpperCase(), user.password, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: expect.stringMatching(/too many/i) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    // Another account from the same address is unaffected.
    const other = await createUser(t.app);
    expect((await login(t, other.email, other.password, ip)).statusCode).toBe(200);
  });

  it("does not let a stranger's 100 wrong passwords from one address stop the owner", async () => {
    const owner = await createUser(t.app);
    const stranger = someAddress();
    const statuses = [];
    for (let i = 0; i < 100; i++) {
      statuses.push((await login(t, owner.email, `guess-${i}`, stranger)).statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    const home = `203.0.113.${randomInt(1, 255)}`;
    const res = await login(t, owner.email, owner.password, home);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(owner.email);
  });

  it('never limits successful sign-ins', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 15; i++) {
      const res = await login(t, user.email, user.password, someAddress());
      expect(res.statusCode).toBe(200);
    }
  });

  it('limits repeated sign-ups refused for a taken e-mail', async () => {
    const user = await createUser(t.app);
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: user.email, password: 'a-long-password', firstName: 'A', lastName: 'B' },
        remoteAddress: someAddress(),
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(409);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/too many/i);
  });
});

describe('brute-force limits per client address', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_IP_MAX: '4', AUTH_IP_WINDOW_MINUTES: '10' });
  });
  afterAll(() => t.close());

  it('counts sign-ups and sign-ins together and answers 429 with a message past the limit', async () => {
    const ip = someAddress();
    const email = uniqueEmail();
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'a-long-password', firstName: 'A', lastName: 'B' },
      remoteAddress: ip,
    });
    expect(signUp.statusCode).toBe(201);
    for (let i = 0; i < 3; i++) expect((await login(t, email, 'a-long-password', ip)).statusCode).toBe(200);
    const limited = await login(t, email, 'a-long-password', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: expect.stringMatching(/too many/i) });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address, and calls other than sign-in and sign-up, go on.
    expect((await login(t, email, 'a-long-password', someAddress())).statusCode).toBe(200);
    const status = await t.app.inject({ url: '/api/auth/status', remoteAddress: ip });
    expect(status.statusCode).toBe(200);
  });
});

describe('limits that expire and limits turned off', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_EMAIL_MAX: '2', AUTH_EMAIL_WINDOW_MINUTES: '0.02', AUTH_IP_MAX: '0' });
  });
  afterAll(() => t.close());

  it('lets the e-mail try again once its window has passed', async () => {
    const user = await createUser(t.app);
    expect((await login(t, user.email, 'wrong-1')).statusCode).toBe(401);
    expect((await login(t, user.email, 'wrong-2')).statusCode).toBe(401);
    expect((await login(t, user.email, user.password)).statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
  });

  it('has no per-address limit when AUTH_IP_MAX is 0', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 30; i++) {
      const res = await login(t, user.email, user.password);
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('a ceiling per account, from every address, that slows rather than locks', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_ACCOUNT_MAX: '5', AUTH_ACCOUNT_PACE: '1s', AUTH_IP_MAX: '0' });
  });
  afterAll(() => t.close());

  const mailbox = createMailbox();
  /** The security notices really sent to the owner (the mail module writes them as .eml files). */
  const notices = async (email: string) =>
    (await mailbox.to(t.app, email)).filter(
      (m) => m.subject === 'Someone is trying to sign in to your account',
    );

  it('paces sign-ins past the ceiling with a short 429, lets the owner in, and tells them once', async () => {
    const owner = await createUser(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await login(t, owner.email, `botnet-${i}`, someAddress())).statusCode).toBe(401);
    }
    expect(await notices(owner.email)).toHaveLength(1);
    // Past the ceiling: one attempt per second for the account, whoever makes it.
    expect((await login(t, owner.email, 'botnet-5', someAddress())).statusCode).toBe(401);
    const paced = await login(t, owner.email, owner.password, someAddress());
    expect(paced.statusCode).toBe(429);
    expect(Number(paced.headers['retry-after'])).toBeLessThanOrEqual(1);
    expect(paced.json().message).toMatch(/try again in 1 second/);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await login(t, owner.email, owner.password, someAddress())).statusCode).toBe(200);
    // More failures in the same window: no second notice.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await login(t, owner.email, 'botnet-6', someAddress())).statusCode).toBe(401);
    expect(await notices(owner.email)).toHaveLength(1);
  });

  it('records nothing for an e-mail without an account', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i++) {
      expect((await login(t, email, `botnet-${i}`, someAddress())).statusCode).toBe(401);
    }
    expect(await notices(email)).toHaveLength(0);
  });
});
