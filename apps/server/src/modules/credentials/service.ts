import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { CompactSign } from 'jose';
import type { CredentialDto, IssueCredentialInput } from '@kt/shared';
import type { Db as Database } from '../../db/client.ts';
import { credentialKeys, credentials, users } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.ts';
import type { CredentialSigner } from './keys.ts';
import { openBadgeCredential } from './open-badge.ts';

export const VC_JWT = 'application/vc+jwt';

type Row = typeof credentials.$inferSelect;

export function credentialDtoOf(base: string, row: Row): CredentialDto {
  return {
    id: row.id,
    holderId: row.holderId,
    course: row.course,
    hub: row.hub,
    completedOn: row.completedOn,
    issuedAt: row.createdAt.toISOString(),
    revoked: row.revokedAt !== null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedReason: row.revokedReason,
    url: `${base}/api/credentials/${row.id}`,
  };
}

/**
 * Signs and stores a credential for a completed course (audited in the same transaction). The JWS
 * is made once here and served unchanged.
 */
export async function issueCredential(
  db: Database,
  signer: CredentialSigner,
  base: string,
  actorId: string,
  input: IssueCredentialInput,
) {
  if (!signer.key) throw new HttpError(503, signer.refusal);
  const key = signer.key;
  const [holder] = await db
    .select({ id: users.id, role: users.role, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, input.holderId));
  if (!holder || holder.deletedAt) throw badRequest('There is no user with that holder id');
  if (holder.role !== 'freelancer') throw badRequest('Credentials are issued to freelancers only');
  if (Date.parse(`${input.completedOn}T00:00:00Z`) > Date.now()) {
    throw badRequest('Completion date cannot be in the future');
  }
  const id = randomUUID();
  const issuedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
  const payload = openBadgeCredential(base, { id, ...input, issuedAt });
  const jws = await new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ: 'vc+jwt', cty: 'vc' })
    .sign(key.privateKey);
  return db.transaction(async (tx) => {
    await tx
      .insert(credentialKeys)
      .values({ kid: key.kid, publicJwk: key.publicJwk as Record<string, unknown> })
      .onConflictDoNothing();
    const [row] = await tx
      .insert(credentials)
      .values({ id, ...input, issuedBy: actorId, kid: key.kid, jws, createdAt: issuedAt })
      .returning();
    await recordAudit(tx, {
      actorId,
      action: 'credential.issue',
      targetType: 'credential',
      targetId: id,
      details: {
        holderId: input.holderId,
        course: input.course,
        hub: input.hub,
        completedOn: input.completedOn,
      },
    });
    return row!;
  });
}

/** Revokes a credential with a reason (audited); revoking a revoked one changes nothing. */
export async function revokeCredential(db: Database, actorId: string, id: string, reason: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(credentials)
      .set({ revokedAt: new Date(), revokedReason: reason, revokedBy: actorId })
      .where(and(eq(credentials.id, id), isNull(credentials.revokedAt)))
      .returning();
    if (row) {
      await recordAudit(tx, {
        actorId,
        action: 'credential.revoke',
        targetType: 'credential',
        targetId: id,
        reason,
      });
      return { row, changed: true };
    }
    const [existing] = await tx.select().from(credentials).where(eq(credentials.id, id));
    if (!existing) throw notFound('Credential not found');
    return { row: existing, changed: false };
  });
}

export async function findCredential(db: Database, id: string) {
  const [row] = await db.select().from(credentials).where(eq(credentials.id, id));
  if (!row) throw notFound('Credential not found');
  return row;
}

/** Every public key that ever signed a credential, plus the current one. */
export async function publishedKeys(db: Database, signer: CredentialSigner) {
  const rows = await db.select().from(credentialKeys).orderBy(credentialKeys.createdAt);
  const keys = rows.map((r) => r.publicJwk);
  if (signer.key && !rows.some((r) => r.kid === signer.key.kid)) keys.push({ ...signer.key.publicJwk });
  return { keys };
}
