/**
 * Programme credentials (issue 36): staff issue an Open Badges 3.0 credential signed with Ed25519;
 * anyone verifies it with jose from the published JWK Set alone; a tampered one fails; a revoked
 * one says so. The key rules (development key kept in DATA_DIR, production refusal) are tested on
 * the loader and on a second app.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  createLocalJWKSet,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  type JSONWebKeySet,
} from 'jose';
import { as, createTestApp, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { makeUser } from '../../../test/factories.ts';
import { auditLog, users } from '../../db/schema.ts';
import { loadConfig } from '../../config.ts';
import { loadSigner, SIGNING_KEY_MISSING } from './keys.ts';

let t: TestContext;
let admin: TestUser;
let holder: TestUser;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://talent.example.org' });
  admin = await makeUser(t.app, { isAdmin: true });
  await t.app.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, admin.id));
  holder = await makeUser(t.app, { firstName: 'Zainab', lastName: 'Hunzai' });
});
afterAll(() => t.close());

const asAdmin = () => as(t.app, admin);
const issue = (body: Record<string, unknown> = {}) =>
  asAdmin().post('/api/admin/credentials', {
    holderId: holder.id,
    course: 'Web Development',
    hub: 'Gilgit IT Hub',
    completedOn: '2026-10-15',
    ...body,
  });
const jwks = async () => {
  const res = await as(t.app, null).get('/.well-known/jwks.json');
  expect(res.statusCode).toBe(200);
  return res.json() as JSONWebKeySet;
};
const fetchJws = async (id: string) => {
  const res = await as(t.app, null).get(`/api/credentials/${id}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/vc\+jwt/);
  return res.body;
};

describe('issuing and verifying', () => {
  it('issues a signed Open Badges 3.0 credential that verifies from the published keys alone', async () => {
    const res = await issue();
    expect(res.statusCode).toBe(201);
    const { credential } = res.json();
    expect(credential).toMatchObject({
      holderId: holder.id,
      course: 'Web Development',
      hub: 'Gilgit IT Hub',
      completedOn: '2026-10-15',
      revoked: false,
      url: `https://talent.example.org/api/credentials/${credential.id}`,
    });

    const jws = await fetchJws(credential.id);
    expect(jws.split('.')).toHaveLength(3);
    const header = decodeProtectedHeader(jws);
    expect(header).toMatchObject({ alg: 'EdDSA', typ: 'vc+jwt' });

    const keySet = await jwks();
    expect(keySet.keys.map((k) => k.kid)).toContain(header.kid);
    for (const k of keySet.keys) expect(k).not.toHaveProperty('d');

    // An independent verifier: nothing but the JWK Set (as JSON, as anyone would download it).
    const verifier = createLocalJWKSet(JSON.parse(JSON.stringify(keySet)) as JSONWebKeySet);
    const { payload, protectedHeader } = await jwtVerify(jws, verifier, { algorithms: ['EdDSA'] });
    expect(protectedHeader.alg).toBe('EdDSA');
    expect(payload).toMatchObject({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        expect.stringMatching(/ob\/v3p0\/context-3\.0\.\d\.json$/),
      ],
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      id: credential.url,
      issuer: { id: 'https://talent.example.org', type: ['Profile'] },
      credentialSubject: {
        id: `https://talent.example.org/u/${holder.id}`,
        type: ['AchievementSubject'],
        achievement: { type: ['Achievement'], name: 'Web Development', tag: ['Gilgit IT Hub'] },
      },
    });
    expect(Date.parse(payload.validFrom as string)).not.toBeNaN();

    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, credential.id));
    expect(audit).toMatchObject([
      { action: 'credential.issue', actorId: admin.id, targetType: 'credential' },
    ]);

    const status = await as(t.app, null).get(`/api/credentials/${credential.id}/status`);
    expect(status.json()).toEqual({ valid: true, revoked: false });
  });

  it('fails verification when one field of the payload is changed', async () => {
    const { credential } = (await issue()).json();
    const jws = await fetchJws(credential.id);
    const [head, body, signature] = jws.split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString());
    payload.credentialSubject.achievement.name = 'Advanced Web Development';
    const forged = `${head}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
    const verifier = createLocalJWKSet(await jwks());
    await expect(jwtVerify(forged, verifier)).rejects.toThrow(/signature verification failed/);
    await expect(jwtVerify(jws, verifier)).resolves.toBeTruthy(); // the original still verifies
  });

  it('fails verification against a key that is not published', async () => {
    const { credential } = (await issue()).json();
    const jws = await fetchJws(credential.id);
    const { publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const stranger = { ...(await exportJWK(publicKey)), kid: decodeProtectedHeader(jws).kid, alg: 'EdDSA' };
    await expect(jwtVerify(jws, createLocalJWKSet({ keys: [stranger] }))).rejects.toThrow();
  });
});

describe('revoking', () => {
  it('revokes with a reason: the status says revoked and why, audited, and revoking again changes nothing', async () => {
    const { credential } = (await issue()).json();
    const res = await asAdmin().post(`/api/admin/credentials/${credential.id}/revoke`, {
      reason: 'Issued to the wrong person',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Credential revoked',
      credential: { id: credential.id, revoked: true, revokedReason: 'Issued to the wrong person' },
    });
    const status = await as(t.app, null).get(`/api/credentials/${credential.id}/status`);
    expect(status.json()).toEqual({ valid: false, revoked: true, reason: 'Issued to the wrong person' });

    const again = await asAdmin().post(`/api/admin/credentials/${credential.id}/revoke`, {
      reason: 'Second thoughts',
    });
    expect(again.json()).toMatchObject({ message: 'Credential was already revoked' });
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, credential.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['credential.issue', 'credential.revoke']);
    expect(audit.find((a) => a.action === 'credential.revoke')!.reason).toBe('Issued to the wrong person');
  });

  it('answers 404 for a credential that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await as(t.app, null).get(`/api/credentials/${missing}`)).statusCode).toBe(404);
    expect((await as(t.app, null).get(`/api/credentials/${missing}/status`)).statusCode).toBe(404);
    const res = await asAdmin().post(`/api/admin/credentials/${missing}/revoke`, { reason: 'Not real' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Credential not found');
  });
});

describe('who may and what is accepted', () => {
  it('refuses anyone but an admin with two-factor', async () => {
    const body = {
      holderId: holder.id,
      course: 'Web Development',
      hub: 'Gilgit IT Hub',
      completedOn: '2026-10-15',
    };
    expect((await as(t.app, null).post('/api/admin/credentials', body)).statusCode).toBe(401);
    expect((await as(t.app, holder).post('/api/admin/credentials', body)).statusCode).toBe(403);
    const noTwoFactor = await makeUser(t.app, { isAdmin: true });
    expect((await as(t.app, noTwoFactor).post('/api/admin/credentials', body)).statusCode).toBe(403);
  });

  it('answers bad input with 400 in plain words', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ holderId: 'someone' }, /Holder must be a user id/],
      [{ course: '' }, /Course is required/],
      [{ hub: 'x'.repeat(121) }, /Hub must be at most 120 characters/],
      [{ completedOn: '15/10/2026' }, /Completion date must be a date \(YYYY-MM-DD\)/],
      [{ completedOn: '2026-02-30' }, /Completion date must be a real date/],
      [{ completedOn: '2999-01-01' }, /Completion date cannot be in the future/],
      [{ holderId: '00000000-0000-4000-8000-000000000000' }, /There is no user with that holder id/],
    ];
    for (const [body, message] of cases) {
      const res = await issue(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
      expect(res.body).not.toMatch(/stack|zod|sql/i);
    }
  });
});

describe('the signing key', () => {
  it('is generated once outside production and kept in DATA_DIR', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-cred-'));
    try {
      const config = { credentialsSigningKey: undefined, nodeEnv: 'development' as const, dataDir: dir };
      const first = await loadSigner(config);
      const second = await loadSigner(config);
      expect(first.key!.kid).toBe(second.key!.kid);
      const file = path.join(dir, 'credentials-signing-key.json');
      expect(fs.statSync(file).mode & 0o077).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('comes from CREDENTIALS_SIGNING_KEY, and a malformed one stops the start without repeating it', async () => {
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const jwk = await exportJWK(privateKey);
    const config = loadConfig({ NODE_ENV: 'production', CREDENTIALS_SIGNING_KEY: JSON.stringify(jwk) });
    const signer = await loadSigner(config);
    expect(signer.key!.publicJwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', x: jwk.x });
    expect(signer.key!.publicJwk).not.toHaveProperty('d');

    const secret = JSON.stringify({ ...jwk, d: undefined });
    expect(() => loadConfig({ CREDENTIALS_SIGNING_KEY: secret })).toThrow(
      /"d" \(the private part\) is missing/,
    );
    expect(() => loadConfig({ CREDENTIALS_SIGNING_KEY: `${jwk.d}` })).toThrow(
      /^Invalid CREDENTIALS_SIGNING_KEY: not JSON/,
    );
    try {
      loadConfig({ CREDENTIALS_SIGNING_KEY: `{"kty":"RSA","d":"${jwk.d}"}` });
    } catch (err) {
      expect(String(err)).not.toContain(jwk.d);
    }
  });

  it('in production while unset: issuing is refused with a clear message, the rest runs', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://talent.example.org' });
    try {
      expect(await loadSigner(prod.config)).toEqual({ refusal: SIGNING_KEY_MISSING });
      const boss = await makeUser(prod.app, { isAdmin: true });
      await prod.app.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, boss.id));
      const someone = await makeUser(prod.app);
      const res = await as(prod.app, boss).post('/api/admin/credentials', {
        holderId: someone.id,
        course: 'Web Development',
        hub: 'Gilgit IT Hub',
        completedOn: '2026-10-15',
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(SIGNING_KEY_MISSING);
      expect((await as(prod.app, null).get('/.well-known/jwks.json')).json()).toEqual({ keys: [] });
      expect((await as(prod.app, null).get('/api/health')).statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });
});
