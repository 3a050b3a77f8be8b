import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, createUser, uniqueEmail, type TestContext } from '../../../test/helpers.ts';
import { oauthAccounts, users } from '../../db/schema.ts';
import { browseProvider, startOidcProvider, type OidcAccount } from './test-oidc-provider.ts';

const PUBLIC_URL = 'http://talent.test';
const REDIRECT = `${PUBLIC_URL}/api/auth/google/callback`;

describe('Google sign-in against a real OpenID provider', () => {
  let t: TestContext;
  let idp: Awaited<ReturnType<typeof startOidcProvider>>;
  beforeAll(async () => {
    idp = await startOidcProvider(REDIRECT);
    t = await createTestApp({
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: idp.client.client_id,
      GOOGLE_CLIENT_SECRET: idp.client.client_secret,
      OIDC_ISSUER: idp.issuer,
    });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  let n = 0;
  const person = (over: Partial<OidcAccount> = {}): OidcAccount => ({
    sub: `google-${(n += 1)}-${Date.now()}`,
    email: uniqueEmail('google'),
    email_verified: true,
    given_name: 'Hina',
    family_name: 'Baloch',
    ...over,
  });

  /** Presses 'Continue with Google': the app's redirect, the provider, and back to the callback. */
  async function signInWithGoogle(account: OidcAccount) {
    idp.signInAs(account);
    const start = await as(t.app, null).get('/api/auth/google');
    expect(start.statusCode).toBe(302);
    const authUrl = new URL(start.headers.location as string);
    expect(authUrl.origin).toBe(idp.issuer);
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authUrl.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authUrl.searchParams.get('state')).toBeTruthy();
    expect(authUrl.searchParams.get('redirect_uri')).toBe(REDIRECT);
    const checks = start.cookies.find((c) => c.name === 'kt_oidc')!;
    expect(checks.httpOnly).toBe(true);
    const back = await browseProvider(authUrl.href, REDIRECT);
    return { back, checksCookie: `kt_oidc=${encodeURIComponent(checks.value)}` };
  }
  const callback = (back: URL, cookie: string) => as(t.app, { cookie }).get(`${back.pathname}${back.search}`);
  const sessionOf = (res: Awaited<ReturnType<typeof callback>>) => {
    const c = res.cookies.find((x) => x.name === 'kt_session');
    return c ? `kt_session=${c.value}` : undefined;
  };

  it('a first-time user chooses Find Work or Hire Talent, then is signed in with a verified address', async () => {
    const account = person();
    const { back, checksCookie } = await signInWithGoogle(account);
    const res = await callback(back, checksCookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/auth/google`);
    expect(sessionOf(res)).toBeUndefined();
    const pending = res.cookies.find((c) => c.name === 'kt_oidc_signup')!;

    const done = await as(t.app, { cookie: `kt_oidc_signup=${pending.value}` }).post(
      '/api/auth/google/complete',
      {
        role: 'client',
      },
      // The language the person used (the app's cookie) is the one their e-mails are written in.
      { cookie: `kt_oidc_signup=${pending.value}; PARAGLIDE_LOCALE=ur` },
    );
    expect(done.statusCode).toBe(201);
    expect(done.json().user).toMatchObject({
      email: account.email,
      role: 'client',
      firstName: 'Hina',
      emailVerified: true,
      language: 'ur',
    });
    const again = await as(t.app, { cookie: `kt_oidc_signup=${pending.value}` }).post(
      '/api/auth/google/complete',
      {
        role: 'client',
      },
    );
    expect(again.statusCode).toBe(400);

    // Next time the same Google account signs straight in.
    const second = await signInWithGoogle(account);
    const res2 = await callback(second.back, second.checksCookie);
    expect(res2.headers.location).toBe(`${PUBLIC_URL}/`);
    const me = await as(t.app, { cookie: sessionOf(res2)! }).get('/api/auth/me');
    expect(me.json().user.email).toBe(account.email);
  });

  it('joins an existing account only when the provider says the address is verified', async () => {
    const user = await createUser(t.app);
    const unverified = person({ email: user.email, email_verified: false });
    const first = await signInWithGoogle(unverified);
    const refused = await callback(first.back, first.checksCookie);
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toMatch(
      /^http:\/\/talent\.test\/auth\?error=An%20account%20with%20this%20email/,
    );
    expect(sessionOf(refused)).toBeUndefined();
    expect(await t.app.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, user.id))).toHaveLength(
      0,
    );

    const verified = person({ email: user.email.toUpperCase() });
    const second = await signInWithGoogle(verified);
    const joined = await callback(second.back, second.checksCookie);
    expect(joined.headers.location).toBe(`${PUBLIC_URL}/`);
    const me = await as(t.app, { cookie: sessionOf(joined)! }).get('/api/auth/me');
    expect(me.json().user).toMatchObject({ _id: user.id, emailVerified: true });
    const [link] = await t.app.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, user.id));
    expect(link!.subject).toBe(verified.sub);
  });

  it('refuses a callback whose state does not match, or without the browser’s checks', async () => {
    const { back, checksCookie } = await signInWithGoogle(person());
    const forged = new URL(back);
    forged.searchParams.set('state', 'someone-elses-state');
    const res = await callback(forged, checksCookie);
    expect(res.headers.location).toMatch(/\/auth\?error=Google%20sign-in%20did%20not%20complete/);
    expect(sessionOf(res)).toBeUndefined();

    const { back: back2 } = await signInWithGoogle(person());
    const noChecks = await callback(back2, '');
    expect(noChecks.headers.location).toMatch(/\/auth\?error=/);
    expect(sessionOf(noChecks)).toBeUndefined();
  });

  it('refuses a code exchanged with another PKCE verifier (the provider checks it)', async () => {
    const account = person();
    const { back, checksCookie } = await signInWithGoogle(account);
    const checks = JSON.parse(decodeURIComponent(checksCookie.slice('kt_oidc='.length)));
    const tampered = `kt_oidc=${encodeURIComponent(JSON.stringify({ ...checks, verifier: 'x'.repeat(43) }))}`;
    const res = await callback(back, tampered);
    expect(res.headers.location).toMatch(/\/auth\?error=/);
    expect(sessionOf(res)).toBeUndefined();
    const [row] = await t.app.db.select().from(users).where(eq(users.email, account.email));
    expect(row).toBeUndefined();
  });

  it('says Google sign-in is not configured when it is not', async () => {
    const bare = await createTestApp();
    try {
      expect((await as(bare.app, null).get('/api/auth/google')).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
