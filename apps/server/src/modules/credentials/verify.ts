import { eq } from 'drizzle-orm';
import {
  createLocalJWKSet,
  decodeProtectedHeader,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
} from 'jose';
import type { CredentialVerification } from '@kt/shared';
import type { Executor } from '../../db/executor.ts';
import { users } from '../../db/schema.ts';
import type { CredentialSigner } from './keys.ts';
import { findCredential, publishedKeys } from './service.ts';

type Subject = { id?: unknown; activityEndDate?: unknown; achievement?: { name?: unknown; tag?: unknown } };

/**
 * Checks a stored credential as any outside verifier would: its JWS against the JWK Set we publish
 * at /.well-known/jwks.json (the same keys, and only public ones), then whether its claims name
 * this credential, then its revocation. The facts shown come from the verified payload, not the
 * database row, so a changed row cannot make a page say something the signature does not.
 */
export async function verifyStored(
  db: Executor,
  signer: CredentialSigner,
  base: string,
  id: string,
): Promise<CredentialVerification> {
  const row = await findCredential(db, id); // 404 'Credential not found': unknown
  const keySet = JSON.parse(JSON.stringify(await publishedKeys(db, signer))) as JSONWebKeySet;
  const revoked = {
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedReason: row.revokedReason,
  };
  const keyId = kidOf(row.jws);
  const bad: CredentialVerification = {
    id,
    valid: false,
    outcome: 'bad-signature',
    ...revoked,
    keyId,
    claims: null,
  };
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(row.jws, createLocalJWKSet(keySet), {
      algorithms: ['EdDSA'],
      typ: 'vc+jwt',
    }));
  } catch {
    return bad;
  }
  const url = `${base}/api/credentials/${id}`;
  const subject = (payload.credentialSubject ?? {}) as Subject;
  const holderUrl = typeof subject.id === 'string' ? subject.id : '';
  const holderId = holderUrl.startsWith(`${base}/u/`) ? holderUrl.slice(`${base}/u/`.length) : '';
  const course = subject.achievement?.name;
  const hubs = subject.achievement?.tag;
  const hub = Array.isArray(hubs) ? hubs[0] : undefined;
  const ended = typeof subject.activityEndDate === 'string' ? subject.activityEndDate.slice(0, 10) : '';
  // Signed by us, but for another credential or holder (a JWS swapped in): not this one.
  if (
    payload.jti !== url ||
    payload.id !== url ||
    holderId !== row.holderId ||
    typeof course !== 'string' ||
    typeof hub !== 'string' ||
    !ended
  ) {
    return bad;
  }
  const [holder] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, holderId));
  const claims = {
    course,
    hub,
    completedOn: ended,
    issuedAt: new Date((payload.iat ?? 0) * 1000).toISOString(),
    issuer: String(payload.iss ?? ''),
    holderId,
    holderName: holder && !holder.deletedAt ? `${holder.firstName} ${holder.lastName}` : null,
  };
  if (row.revokedAt) return { id, valid: false, outcome: 'revoked', ...revoked, keyId, claims };
  return { id, valid: true, outcome: 'valid', ...revoked, keyId, claims };
}

function kidOf(jws: string): string | null {
  try {
    return decodeProtectedHeader(jws).kid ?? null;
  } catch {
    return null;
  }
}
