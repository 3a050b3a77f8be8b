import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { PRODUCT_NAME } from '@kt/shared';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { recoveryCodes, twoFactorSecrets, users } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { recordEvent } from '../../outbox/record.ts';
import { hashToken, type AuthUser } from '../../sessions/store.ts';
import { mailLanguage, mails } from './mails.ts';
import { assertPassword } from './verification.ts';

/** RFC 6238 with an authenticator app's defaults: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;
const totpOf = (secret: string, label: string) =>
  new TOTP({
    issuer: PRODUCT_NAME,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

export const CODE_INVALID = 'The code is not valid. Please try again.';
const RECOVERY_CODES = 10;

/** A new secret (replacing one not yet confirmed) and its otpauth:// URL as text and QR code. */
export async function setupTwoFactor(db: Executor, user: AuthUser) {
  if (user.twoFactorEnabled) throw badRequest('Two-factor authentication is already on');
  const secret = new Secret({ size: 20 }).base32;
  await db
    .insert(twoFactorSecrets)
    .values({ userId: user.id, secret })
    .onConflictDoUpdate({ target: twoFactorSecrets.userId, set: { secret, lastStep: null } });
  const otpauthUrl = totpOf(secret, user.email).toString();
  return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl) };
}

/**
 * Accepts a TOTP code once: the step it belongs to (±1 step of clock drift) must be later than the
 * last accepted one, claimed in one conditional update so two requests cannot both use it.
 */
async function useTotp(db: Executor, userId: string, code: string, label: string) {
  if (!/^\d{6}$/.test(code)) return false;
  const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  if (!row) return false;
  const delta = totpOf(row.secret, label).validate({ token: code, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(Date.now() / 1000 / PERIOD) + delta;
  const claimed = await db
    .update(twoFactorSecrets)
    .set({ lastStep: step })
    .where(
      and(
        eq(twoFactorSecrets.userId, userId),
        or(isNull(twoFactorSecrets.lastStep), lt(twoFactorSecrets.lastStep, step)),
      ),
    )
    .returning({ userId: twoFactorSecrets.userId });
  return claimed.length === 1;
}

const normalizeRecovery = (code: string) =>
  code
    .trim()
    .toLowerCase()
    .replace(/[^0-9a-f]/g, '');

/** Uses a recovery code once. */
async function useRecoveryCode(db: Executor, userId: string, code: string) {
  const normalized = normalizeRecovery(code);
  if (normalized.length !== 10) return false;
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashToken(normalized)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

/** A TOTP code or a recovery code of the user, each usable once. */
export async function checkSecondFactor(db: Executor, user: Pick<AuthUser, 'id' | 'email'>, code: string) {
  return (await useTotp(db, user.id, code.trim(), user.email)) || (await useRecoveryCode(db, user.id, code));
}

/** Turns two-factor on with a first code from the app; returns ten recovery codes (shown once). */
export async function enableTwoFactor(db: Executor, user: AuthUser, code: string) {
  if (user.twoFactorEnabled) throw badRequest('Two-factor authentication is already on');
  return inTransaction(db, async (tx) => {
    if (!(await useTotp(tx, user.id, code.trim(), user.email))) throw badRequest(CODE_INVALID);
    const codes = Array.from({ length: RECOVERY_CODES }, () => {
      const hex = randomBytes(5).toString('hex');
      return `${hex.slice(0, 5)}-${hex.slice(5)}`;
    });
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((c) => ({ userId: user.id, codeHash: hashToken(normalizeRecovery(c)) })));
    await tx.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
    await recordEvent(tx, 'mail:send', mails.twoFactorChanged(mailLanguage(user), user.email, true));
    return codes;
  });
}

/** Turns two-factor off: the password and a current code (or a recovery code) are required. */
export async function disableTwoFactor(db: Executor, user: AuthUser, password: string, code: string) {
  if (!user.twoFactorEnabled) throw badRequest('Two-factor authentication is not on');
  await assertPassword(user, password);
  await inTransaction(db, async (tx) => {
    if (!(await checkSecondFactor(tx, user, code))) throw badRequest(CODE_INVALID);
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, user.id));
    await recordEvent(tx, 'mail:send', mails.twoFactorChanged(mailLanguage(user), user.email, false));
  });
}
