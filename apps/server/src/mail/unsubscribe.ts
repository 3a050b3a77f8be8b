import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { NOTIFICATION_TYPES, type NotificationType } from '@kt/shared';
import type { Executor } from '../db/executor.ts';
import { appSecrets } from '../db/schema.ts';

const SECRET_NAME = 'unsubscribe';
const cache = new WeakMap<object, string>();

/** The key that signs unsubscribe links: made once, kept in the database, shared by every node. */
export async function unsubscribeSecret(db: Executor): Promise<string> {
  const cached = cache.get(db);
  if (cached) return cached;
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  cache.set(db, row!.value);
  return row!.value;
}

const sign = (secret: string, userId: string, type: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}:${type}`).digest('base64url');

/** `<userId>.<type>.<signature>`: turns off one type of e-mail for one user, and nothing else. */
export function unsubscribeToken(secret: string, userId: string, type: NotificationType) {
  return `${userId}.${type}.${sign(secret, userId, type)}`;
}

/** The user and type a token names, or undefined when it was not made by us. */
export function verifyUnsubscribeToken(secret: string, token: string) {
  const [userId, type, signature, ...rest] = token.split('.');
  if (!userId || !type || !signature || rest.length > 0) return undefined;
  if (!(NOTIFICATION_TYPES as readonly string[]).includes(type)) return undefined;
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return undefined;
  const expected = Buffer.from(sign(secret, userId, type));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return { userId, type: type as NotificationType };
}
