import fs from 'node:fs';
import path from 'node:path';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK,
} from 'jose';
import type { Config, Ed25519PrivateJwk } from '../../config.ts';

export type SigningKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK };

/** The key that signs credentials, or why none may (production without CREDENTIALS_SIGNING_KEY). */
export type CredentialSigner =
  { key: SigningKey; refusal?: undefined } | { key?: undefined; refusal: string };

export const SIGNING_KEY_MISSING =
  'Credentials cannot be issued: CREDENTIALS_SIGNING_KEY is not set on this server. ' +
  'Set it to an Ed25519 private key as a JWK in JSON (see the README) and restart.';

const KEY_FILE = 'credentials-signing-key.json';

/**
 * CREDENTIALS_SIGNING_KEY when set; otherwise, outside production, a key generated once and kept in
 * DATA_DIR (readable by the owner only) so credentials stay verifiable across restarts.
 */
export async function loadSigner(config: Pick<Config, 'credentialsSigningKey' | 'nodeEnv' | 'dataDir'>) {
  let jwk: Ed25519PrivateJwk | undefined = config.credentialsSigningKey;
  if (!jwk) {
    if (config.nodeEnv === 'production') return { refusal: SIGNING_KEY_MISSING } satisfies CredentialSigner;
    jwk = await developmentKey(config.dataDir);
  }
  return { key: await signingKeyOf(jwk) } satisfies CredentialSigner;
}

async function signingKeyOf(jwk: Ed25519PrivateJwk): Promise<SigningKey> {
  const publicJwk: JWK = { kty: 'OKP', crv: 'Ed25519', x: jwk.x };
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateKey = (await importJWK({ ...jwk, alg: 'EdDSA' }, 'EdDSA')) as CryptoKey;
  return { kid, privateKey, publicJwk: { ...publicJwk, kid, alg: 'EdDSA', use: 'sig' } };
}

async function developmentKey(dataDir: string): Promise<Ed25519PrivateJwk> {
  const file = path.join(dataDir, KEY_FILE);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Ed25519PrivateJwk;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const { x, d } = await exportJWK(privateKey);
  const jwk: Ed25519PrivateJwk = { kty: 'OKP', crv: 'Ed25519', x: x!, d: d! };
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, JSON.stringify(jwk), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Another node or test started at the same moment wrote it first: use theirs.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Ed25519PrivateJwk;
  }
  return jwk;
}
