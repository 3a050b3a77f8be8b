/**
 * Monthly wallet statements (issue 16): what a freelancer can show a bank or a tax office. Months
 * are calendar months in UTC, named `YYYY-MM`. Amounts are integer minor units (see money.ts).
 */
import { z } from './zod.ts';
import { CURRENCIES } from './money.ts';

/** `2026-04`: a year from 2000 and a month 01–12. */
export const STATEMENT_MONTH = /^[2-9]\d{3}-(0[1-9]|1[0-2])$/;
export const STATEMENT_MONTH_MESSAGE =
  'Month must be a month like 2026-04 (a year, a dash, a month 01 to 12)';

export const statementMonthParam = z.object({
  month: z.string().regex(STATEMENT_MONTH, STATEMENT_MONTH_MESSAGE),
});

/** The first instant of a `YYYY-MM` month and of the month after it, in UTC. */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(y, m - 1, 1)), to: new Date(Date.UTC(y, m, 1)) };
}

/** The `YYYY-MM` of an instant, in UTC. */
export const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/** "April 2026". */
export const monthLabel = (month: string) =>
  monthBounds(month).from.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const currency = z.enum(CURRENCIES);

export const statementEntryDto = z.object({
  /** The ledger transfer's id. */
  _id: z.string(),
  date: z.string(),
  kind: z.string(),
  description: z.string(),
  contract: z.object({ _id: z.string(), title: z.string() }).nullable(),
  milestone: z.object({ _id: z.string(), title: z.string() }).nullable(),
  /** One of the two is 0: money into the user's wallet, or out of it. */
  moneyIn: z.number(),
  moneyOut: z.number(),
  /** The user's balance in this currency after the entry. */
  balance: z.number(),
});
export type StatementEntryDto = z.infer<typeof statementEntryDto>;

export const statementTotals = z.object({
  moneyIn: z.number(),
  moneyOut: z.number(),
  /** Released to the user for their work, before the platform fee (which is in `fees`). */
  earned: z.number(),
  /** Paid into escrow by the user as a client. */
  paidIn: z.number(),
  /** Released from the user's escrow to their freelancers (not by a dispute's split). */
  released: z.number(),
  /** Platform fees taken from the user's earnings, and withdrawal fees. */
  fees: z.number(),
  /** Returned from the user's escrow to them (not by a dispute's split). */
  refunded: z.number(),
  /** Left the user's escrow when a dispute split a milestone (both parts). */
  split: z.number(),
  /** Paid out to the user's JazzCash, Easypaisa or bank account. */
  withdrawn: z.number(),
});
export type StatementTotals = z.infer<typeof statementTotals>;

export const statementCurrencyDto = z.object({
  currency,
  opening: z.number(),
  closing: z.number(),
  totals: statementTotals,
  entries: z.array(statementEntryDto),
});
export type StatementCurrencyDto = z.infer<typeof statementCurrencyDto>;

export const statementDto = z.object({
  month: z.string(),
  /** First instant of the month and of the next one (UTC); entries are from ≤ date < to. */
  from: z.string(),
  to: z.string(),
  generatedAt: z.string(),
  user: z.object({ name: z.string(), email: z.string() }),
  /** One block per currency with movements this month or a balance brought forward. */
  currencies: z.array(statementCurrencyDto),
});
export type StatementDto = z.infer<typeof statementDto>;

export const statementReply = z.object({ success: z.literal(true), statement: statementDto });
export const statementsReply = z.object({
  success: z.literal(true),
  /** Months with movements, newest first. */
  months: z.array(z.object({ month: z.string(), label: z.string() })),
});
