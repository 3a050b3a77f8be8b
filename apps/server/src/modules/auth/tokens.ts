import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { accountTokens } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { hashToken } from '../../sessions/store.ts';

export type TokenPurpose = (typeof accountTokens.$inferInsert)['purpose'];
type TokenData = (typeof accountTokens.$inferInsert)['data'];

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  reset: 60 * 60 * 1000,
  verify: 7 * 24 * 60 * 60 * 1000,
  email_change: 24 * 60 * 60 * 1000,
  login_2fa: 5 * 60 * 1000,
};

/**
 * A new random 32-byte token for `purpose`; only its SHA-256 is stored. The user's earlier tokens
 * of that purpose are void from now on.
 */
export async function issueToken(db: Executor, userId: string, purpose: TokenPurpose, data?: TokenData) {
  const token = randomBytes(32).toString('base64url');
  await db
    .delete(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)));
  await db.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    data: data ?? null,
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/** The live token row, or undefined (unknown, used or expired). */
export async function findToken(db: Executor, token: string, purposes: TokenPurpose[]) {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), gt(accountTokens.expiresAt, new Date())))
    .limit(1);
  return row && purposes.includes(row.purpose) ? row : undefined;
}

/**
 * Uses a token once: deletes it and returns its row, or throws 400 `message`. The delete is the
 * claim, so of two requests with one token only one gets the row.
 */
export async function consumeToken(db: Executor, token: string, purposes: TokenPurpose[], message: string) {
  const row = await findToken(db, token, purposes);
  if (!row) throw badRequest(message);
  const [claimed] = await db.delete(accountTokens).where(eq(accountTokens.id, row.id)).returning();
  if (!claimed) throw badRequest(message);
  return claimed;
}
