import { hash, verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { RegisterInput } from '@kt/shared';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { conflict, HttpError, pgErrorCode } from '../../lib/errors.ts';

/** argon2id (algorithm 2), OWASP's minimum parameters. */
const ARGON = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON);

/** A hash to verify against when the e-mail is unknown, so both paths take the same time. */
let decoyHash: Promise<string> | undefined;

const EMAIL_TAKEN = 'An account with this email already exists';

export async function register(db: Db, input: Required<RegisterInput>) {
  const email = input.email.trim();
  const existing = await findByEmail(db, email);
  if (existing) throw conflict(EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({ email, passwordHash, firstName: input.firstName, lastName: input.lastName, role: input.role })
      .returning();
    return user!;
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw conflict(EMAIL_TAKEN);
    throw err;
  }
}

export async function login(db: Db, email: string, password: string) {
  const user = await findByEmail(db, email.trim());
  if (!user?.passwordHash) {
    decoyHash ??= hashPassword('decoy-password-for-timing');
    await verify(await decoyHash, password).catch(() => false);
    throw new HttpError(401, 'Invalid email or password');
  }
  const ok = await verify(user.passwordHash, password).catch(() => false);
  if (!ok) throw new HttpError(401, 'Invalid email or password');
  return user;
}

export async function findByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return user;
}
