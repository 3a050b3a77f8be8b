/**
 * Wallet and payouts (issue 16): balances, ledger entries, payout methods and withdrawals. Amounts
 * are integer minor units with a currency (see money.ts).
 */
import { text, z } from './zod.ts';
import { CURRENCIES, DEFAULT_CURRENCY } from './money.ts';
import { withdrawalFxDto, withdrawalFxUsedDto } from './fx.ts';

export const PAYOUT_RAILS = ['jazzcash', 'easypaisa', 'bank'] as const;
export type PayoutRail = (typeof PAYOUT_RAILS)[number];
export const PAYOUT_RAIL_LABELS: Record<PayoutRail, string> = {
  jazzcash: 'JazzCash',
  easypaisa: 'Easypaisa',
  bank: 'Bank account (IBAN)',
};

export const WITHDRAWAL_STATUSES = ['in_review', 'processing', 'sent', 'paid', 'failed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** `03` followed by 9 digits: a JazzCash or Easypaisa mobile account. */
export const MOBILE_ACCOUNT = /^03\d{9}$/;

/** Spaces and dashes people type in an account number are dropped; an IBAN is upper-cased. */
export const normalizeAccount = (rail: PayoutRail, account: string) => {
  const plain = account.replace(/[\s-]/g, '');
  return rail === 'bank' ? plain.toUpperCase() : plain;
};

const currency = z.enum(CURRENCIES, { message: 'Currency must be USD or PKR' });

export const payoutMethodInput = z.object({
  rail: z.enum(PAYOUT_RAILS, { message: 'Choose JazzCash, Easypaisa or a bank account' }),
  account: text('Account', { message: 'Account number is required' })
    .trim()
    .min(1, 'Account number is required')
    .max(64, 'Account number must be at most 64 characters'),
  holderName: text('Account holder', { message: "Account holder's name is required" })
    .trim()
    .min(1, "Account holder's name is required")
    .max(100, "Account holder's name must be at most 100 characters"),
});
export type PayoutMethodInput = z.infer<typeof payoutMethodInput>;

export const payoutMethodDto = z.object({
  _id: z.string(),
  rail: z.enum(PAYOUT_RAILS),
  /** Masked: the last four characters only. */
  account: z.string(),
  holderName: z.string(),
  usableAt: z.string(),
  usable: z.boolean(),
  createdAt: z.string(),
});
export type PayoutMethodDto = z.infer<typeof payoutMethodDto>;

export const withdrawalInput = z.object({
  amount: z
    .number({ message: 'Amount must be a whole number of cents' })
    .int('Amount must be a whole number of cents')
    .positive('Amount must be more than zero')
    .max(Number.MAX_SAFE_INTEGER, 'Amount is too large'),
  currency: currency.default(DEFAULT_CURRENCY),
  payoutMethodId: z.uuid({ message: 'Choose a payout method' }),
  /** The exchange rate the user was shown (dollars paid in rupees): a newer one is a 409, not a surprise. */
  fxRateId: z.uuid({ message: 'Invalid exchange rate' }).optional(),
});
export type WithdrawalInput = z.infer<typeof withdrawalInput>;

export const withdrawalDto = z.object({
  _id: z.string(),
  amount: z.number(),
  fee: z.number(),
  /** What reaches the account: amount − fee. */
  net: z.number(),
  currency,
  status: z.enum(WITHDRAWAL_STATUSES),
  payoutMethod: z.object({ _id: z.string(), rail: z.enum(PAYOUT_RAILS), account: z.string() }),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  /** Paid through a payout batch (PAYOUTS_PROVIDER=manual): put in one, and the batch sent to the bank. */
  queuedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  /** Dollars paid in rupees: the rupee amount and the rate used, stored with the withdrawal. */
  fx: withdrawalFxUsedDto.nullable(),
});
export type WithdrawalDto = z.infer<typeof withdrawalDto>;

export const walletQuery = z.object({ currency: currency.optional() });

export const walletReply = z.object({
  success: z.literal(true),
  wallet: z.object({
    currency,
    pending: z.number(),
    available: z.number(),
    withdrawing: z.number(),
    inEscrow: z.number(),
    totalEarned: z.number(),
    totalSpent: z.number(),
  }),
  upcoming: z.array(z.object({ amount: z.number(), availableAt: z.string() })),
  /** Every currency the user holds money in (the wallet above is one of them). */
  currencies: z.array(currency),
  /** Rules shown before a withdrawal is confirmed. */
  withdrawal: z.object({
    min: z.number(),
    reviewAbove: z.number().nullable(),
    feeBasisPoints: z.object({ jazzcash: z.number(), easypaisa: z.number(), bank: z.number() }),
    arrival: z.string(),
    /** This wallet's currency is paid in rupees at the day's rate: null when no conversion is needed. */
    fx: withdrawalFxDto.nullable(),
  }),
  /** True when a sandbox moves this wallet's money (payments in or payouts): no real money moves. */
  sandbox: z.boolean(),
});
export type WalletReply = z.infer<typeof walletReply>;

export const WALLET_ACCOUNTS = ['pending', 'available', 'withdrawing', 'escrow'] as const;
export const ENTRY_KINDS = [
  'fund',
  'release',
  'fee',
  'refund',
  'available',
  'withdraw',
  'payout',
  'void',
] as const;

export const entriesQuery = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,18}\.[01]$/, 'Invalid cursor')
    .optional(),
  currency: currency.optional(),
  account: z.enum(WALLET_ACCOUNTS, { message: 'Unknown account' }).optional(),
  kind: z.enum(ENTRY_KINDS, { message: 'Unknown entry kind' }).optional(),
});

export const walletEntryDto = z.object({
  _id: z.string(),
  kind: z.enum(ENTRY_KINDS),
  /** Which of the user's balances moved (escrow: a contract the user pays into). */
  account: z.enum(WALLET_ACCOUNTS),
  /** Signed: credits are positive, debits negative. */
  amount: z.number(),
  /** That balance after this entry. */
  balance: z.number(),
  currency,
  description: z.string(),
  contract: z.object({ _id: z.string(), title: z.string() }).nullable(),
  milestone: z.object({ _id: z.string(), title: z.string() }).nullable(),
  withdrawalId: z.string().nullable(),
  createdAt: z.string(),
});
export type WalletEntryDto = z.infer<typeof walletEntryDto>;

export const entriesReply = z.object({
  success: z.literal(true),
  entries: z.array(walletEntryDto),
  nextCursor: z.string().nullable(),
});

export const payoutMethodsReply = z.object({
  success: z.literal(true),
  payoutMethods: z.array(payoutMethodDto),
});
export const payoutMethodReply = z.object({
  success: z.literal(true),
  message: z.string(),
  payoutMethod: payoutMethodDto,
});
export const withdrawalsReply = z.object({ success: z.literal(true), withdrawals: z.array(withdrawalDto) });
export const withdrawalReply = z.object({
  success: z.literal(true),
  message: z.string(),
  withdrawal: withdrawalDto,
});

/**
 * A client's side of the wallet: what each contract they pay for holds in escrow, and the receipts
 * of their milestones (one per milestone paid into escrow, newest first).
 */
export const clientEscrowReply = z.object({
  success: z.literal(true),
  contracts: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      currency,
      inEscrow: z.number(),
      freelancerName: z.string(),
    }),
  ),
  receipts: z.array(
    z.object({
      contractId: z.string(),
      contractTitle: z.string(),
      milestoneId: z.string(),
      milestoneTitle: z.string(),
      amount: z.number(),
      currency,
      status: z.string(),
      fundedAt: z.string(),
    }),
  ),
});
export type ClientEscrowReply = z.infer<typeof clientEscrowReply>;
