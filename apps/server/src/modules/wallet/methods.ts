import { and, desc, eq, isNull } from 'drizzle-orm';
import { isValidIBAN } from 'ibantools';
import {
  MOBILE_ACCOUNT,
  PAYOUT_RAIL_LABELS,
  normalizeAccount,
  type PayoutMethodDto,
  type PayoutMethodInput,
  say,
} from '@kt/shared';
import type { Tx } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { payoutMethods } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { authorize, type Actor } from '../../policies/policies.ts';
import { notify } from '../notifications/notify.ts';
import type { WalletDeps } from './deps.ts';
import { requireVerifiedEmail, VERIFY_TO_WITHDRAW } from '../auth/verified-email.ts';

export type PayoutMethodRow = typeof payoutMethods.$inferSelect;

export const maskAccount = (account: string) => `•••• ${account.slice(-4)}`;

export function toPayoutMethodDto(m: PayoutMethodRow, now = new Date()): PayoutMethodDto {
  return {
    _id: m.id,
    rail: m.rail as PayoutMethodDto['rail'],
    account: maskAccount(m.account),
    holderName: m.holderName,
    usableAt: m.usableAt.toISOString(),
    usable: m.usableAt <= now,
    createdAt: m.createdAt.toISOString(),
  };
}

/** The account number in its stored form, or a 400 saying what is wrong with it. */
export function validAccount(input: PayoutMethodInput): string {
  const account = normalizeAccount(input.rail, input.account);
  if (input.rail === 'bank') {
    if (!/^PK/.test(account) || account.length !== 24)
      throw badRequest('A Pakistani IBAN starts with PK and has 24 characters');
    if (!isValidIBAN(account)) throw badRequest('This IBAN is not valid: check the digits');
    return account;
  }
  if (!MOBILE_ACCOUNT.test(account))
    throw badRequest(`A ${PAYOUT_RAIL_LABELS[input.rail]} account is 03 followed by 9 digits`);
  return account;
}

export async function listMethods(db: Executor, actor: Actor) {
  const rows = await db
    .select()
    .from(payoutMethods)
    .where(and(eq(payoutMethods.userId, actor.id), isNull(payoutMethods.deletedAt)))
    .orderBy(desc(payoutMethods.createdAt));
  return rows.map((r) => toPayoutMethodDto(r));
}

/**
 * Adds a payout method, usable after PAYOUT_METHOD_COOLDOWN, and tells the user at once (the
 * notification, and the e-mail notify() sends): a stolen session cannot quietly redirect payouts.
 */
export async function addMethod(deps: WalletDeps, tx: Tx, actor: Actor, input: PayoutMethodInput) {
  await requireVerifiedEmail(tx, actor.id, VERIFY_TO_WITHDRAW);
  const account = validAccount(input);
  const usableAt = new Date(Date.now() + deps.settings.methodCooldownMs);
  const [row] = await tx
    .insert(payoutMethods)
    .values({ userId: actor.id, rail: input.rail, account, holderName: input.holderName, usableAt })
    .returning();
  await notify(tx, {
    userId: actor.id,
    type: 'payment',
    kind: 'method_added',
    params: {
      rail: { say: say(`rail.${input.rail}`) },
      last4: account.slice(-4),
      usableAt: { dayTime: usableAt.toISOString() },
    },
    link: '/wallet',
  });
  return row!;
}

/** A payout method of the actor's that has not been removed, locked for the caller's transaction. */
export async function ownMethod(tx: Tx, actor: Actor, id: string): Promise<PayoutMethodRow> {
  const [row] = await tx
    .select()
    .from(payoutMethods)
    .where(and(eq(payoutMethods.id, id), isNull(payoutMethods.deletedAt)))
    .for('update');
  if (!row) throw notFound('Payout method not found');
  authorize('wallet:own', actor, row);
  return row;
}

export async function removeMethod(tx: Tx, actor: Actor, id: string) {
  const row = await ownMethod(tx, actor, id);
  await tx.update(payoutMethods).set({ deletedAt: new Date() }).where(eq(payoutMethods.id, row.id));
}
