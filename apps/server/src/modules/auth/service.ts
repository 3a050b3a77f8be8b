import { hash, verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { RegisterInput, WordLanguage } from '@kt/shared';
import type { Executor } from '../../db/executor.ts';
import { users } from '../../db/schema.ts';
import { conflict, HttpError, pgErrorCode } from '../../lib/errors.ts';
import { recordEvent } from '../../outbox/record.ts';

declare module '../../outbox/topics.ts' {
  interface OutboxTopics {
    /** Many failed sign-ins for this account from any addresses (at most once per window). */
    'auth:guessing': { userId: string };
  }
}

/** argon2id (algorithm 2), OWASP's minimum parameters. */
const ARGON = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON);

/** A hash to verify against when the e-mail is unknown, so both paths take the same time. */
let decoyHash: Promise<string> | undefined;

const EMAIL_TAKEN = 'An account with this email already exists';

/** Whether ADMIN_EMAILS names this address (compared case-insensitively). */
const listedAdmin = (adminEmails: readonly string[], email: string) =>
  adminEmails.includes(email.trim().toLowerCase());

type Account = typeof users.$inferSelect;

/**
 * Makes an account an admin when ADMIN_EMAILS names its address and the address is verified: a
 * listed address grants nothing until its owner has proved it (whoever registers it first would
 * otherwise take the console). Returns the account as it now is.
 */
export async function grantListedAdmin(db: Executor, user: Account, adminEmails: readonly string[]) {
  if (user.isAdmin || !user.emailVerifiedAt || !listedAdmin(adminEmails, user.email)) return user;
  const [promoted] = await db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id)).returning();
  return promoted ?? user;
}

/** A password sign-up: never an admin yet, since its address is unproved (see grantListedAdmin). */
export async function register(db: Executor, input: Required<RegisterInput>, language: WordLanguage = 'en') {
  const email = input.email.trim();
  const existing = await findByEmail(db, email);
  if (existing) throw conflict(EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        language,
      })
      .returning();
    return user!;
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw conflict(EMAIL_TAKEN);
    throw err;
  }
}

/** Checks the password; a verified address named in ADMIN_EMAILS becomes an admin as it signs in. */
export async function login(
  db: Executor,
  email: string,
  password: string,
  adminEmails: readonly string[] = [],
) {
  const user = await findByEmail(db, email.trim());
  if (!user?.passwordHash) {
    decoyHash ??= hashPassword('decoy-password-for-timing');
    await verify(await decoyHash, password).catch(() => false);
    throw new HttpError(401, 'Invalid email or password');
  }
  const ok = await verify(user.passwordHash, password).catch(() => false);
  if (!ok) throw new HttpError(401, 'Invalid email or password');
  return grantListedAdmin(db, user, adminEmails);
}

export async function findByEmail(db: Executor, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return user;
}

/** Records that someone is guessing this account's password, when the account exists. */
export async function recordGuessing(db: Executor, email: string) {
  const user = await findByEmail(db, email);
  if (user) await recordEvent(db, 'auth:guessing', { userId: user.id });
}
