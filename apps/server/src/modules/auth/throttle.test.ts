import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('answers 429 with a message after 10 wrong passwords, even to the right one', async () => {
    const user = await createUser(t.app);
    const ip = someAddress();
    for (let i = 0; i < 10; i++) {
      const res = await login(t, user.email, `wrong-password-${i}`, ip);
      expect(res.statusCode).toBe(401);
    }
    const limited = await login(t, user.email.toUpperCase(), 'wrong-again', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: expect.stringMatching(/too many/i) });
    const right = await login(t, user.email, user.password, someAddress());
    expect(right.statusCode).toBe(429);
    // Another account from the same address is unaffected.
    const other = await createUser(t.app);
    expect((await login(t, other.email, other.password, ip)).statusCode).toBe(200);
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
