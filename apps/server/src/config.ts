import path from 'node:path';
import { z } from 'zod';
import { PAYMENT_METHODS, PRODUCT_NAME, type PaymentMethod } from '@kt/shared';
import { basisPoints, toMinorUnits, type Currency } from '@kt/shared/money';
import { parseDuration } from './lib/duration.ts';
import { writeLimitVars, writeLimitsOf, type WriteLimit, type WriteLimitName } from './lib/write-limits.ts';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

function validTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A duration with units ('30s', '15m', '12h', '14d') in milliseconds, at least `minMs`. */
const duration = (fallback: string, minMs = 0) =>
  z
    .string()
    .default(fallback)
    .transform((v, ctx) => {
      const ms = parseDuration(v === '' ? fallback : v);
      if (ms === undefined || ms < minMs) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a duration such as 30s, 15m, 12h or 14d (at least ${minMs} ms)`,
        });
        return z.NEVER;
      }
      return ms;
    });

/** A comma-separated list of e-mail addresses, lower-cased. */
const emailList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );

/** An amount such as 10.00 in minor units; '' (when allowed by an empty fallback) is undefined. */
const amount = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v, ctx) => {
      if (v.trim() === '') return undefined;
      const minor = toMinorUnits(v);
      if (minor === undefined) {
        ctx.addIssue({ code: 'custom', message: 'must be an amount such as 10.00' });
        return z.NEVER;
      }
      return minor;
    });

const percent = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine((v) => /^(\d{1,2}(\.\d{1,2})?|100)$/.test(v.trim()), 'must be a percentage from 0 to 100')
    .transform((v) => basisPoints(v.trim()));

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SEED_DEMO: bool,
  /** Unset: `database` when DATABASE_URL is set (every node serves every file), else `local`. */
  UPLOADS_STORE: z
    .enum(['local', 'database', ''], { message: 'must be local or database' })
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  PUBLIC_URL: z
    .url({ message: 'must be a URL such as https://talent.example.org' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** React's server rendering of the public pages (decision 031). */
  WEB_SSR: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === undefined || v === 'true' || v === '1'),
  /** Milliseconds of rendering allowed each second; past it pages are rendered in the browser. */
  WEB_SSR_BUDGET_MS: z.coerce.number().int().min(0).default(400),
  /** A page whose rendering takes longer is sent to be rendered in the browser. */
  WEB_SSR_TIMEOUT_MS: z.coerce.number().int().min(1).default(1500),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_ISSUER: z
    .url({ message: 'must be a URL such as https://accounts.google.com' })
    .default('https://accounts.google.com'),
  TRUST_PROXY: bool,
  AUTH_IP_MAX: z.coerce.number().int().min(0).default(500),
  AUTH_IP_WINDOW_MINUTES: z.coerce.number().positive().default(10),
  AUTH_EMAIL_MAX: z.coerce.number().int().min(0).default(10),
  AUTH_EMAIL_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  AUTH_ACCOUNT_MAX: z.coerce.number().int().min(0).default(100),
  AUTH_ACCOUNT_PACE: duration('2s', 100),
  ADMIN_EMAILS: emailList,
  QUEUE_POLL_INTERVAL: duration('2s', 500),
  /** A job running longer, or held by a node that died, is failed and retried after this. */
  QUEUE_JOB_TIMEOUT: duration('2m', 1000),
  /** Ed25519 private key as a JWK in JSON that signs programme credentials (issue 36). */
  CREDENTIALS_SIGNING_KEY: z.string().optional(),
  CSP_IMG_SRC: z
    .string()
    .default('')
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .pipe(
      z.array(
        z
          .string()
          .regex(/^(https?:\/\/[^\s;,'"]+|https:)$/, 'must be origins such as https://cdn.example.org'),
      ),
    ),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().optional(),
  MAIL_RETRY_DELAY: duration('30s', 1000),
  MESSAGE_EMAIL_DELAY: duration('15m', 1000),
  NOTIFICATIONS_KEEP: z.coerce.number().int().min(20).default(200),
  OFFER_EXPIRES: duration('7d', 1000),
  AUTO_RELEASE_AFTER: duration('14d', 1000),
  REFUND_RESPONSE_WINDOW: duration('7d', 1000),
  FUNDS_HOLD: duration('5d', 0),
  REVIEW_WINDOW: duration('14d', 1000),
  /** Disputes (issue 18): how long the other party has to answer before silence settles it. */
  DISPUTE_RESPONSE_WINDOW: duration('4d', 1000),
  PLATFORM_FEE_PERCENT: z
    .string()
    .default('5')
    .refine((v) => /^(\d{1,2}(\.\d{1,2})?|100)$/.test(v.trim()), 'must be a percentage from 0 to 100'),
  /** Payments into escrow (issue 31): the providers offered, in order, and their credentials. */
  PAYMENTS_PROVIDERS: z
    .string()
    .default('sandbox')
    .transform((v, ctx) => {
      const list = [
        ...new Set(
          (v.trim() || 'sandbox')
            .split(',')
            .map((p) => p.trim())
            .filter(Boolean),
        ),
      ];
      const bad = list.filter((p) => !(PAYMENT_METHODS as readonly string[]).includes(p));
      if (bad.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `unknown provider ${bad.join(', ')} (use ${PAYMENT_METHODS.join(', ')})`,
        });
        return z.NEVER;
      }
      return list as PaymentMethod[];
    }),
  PAYMENT_CHECKOUT_EXPIRES: duration('1h', 60_000),
  PAYMENTS_RECONCILE_EVERY: duration('1h', 1000),
  /** How long a provider may take to answer before the request gives up. */
  PAYMENTS_PROVIDER_TIMEOUT: duration('15s', 100),
  JAZZCASH_MERCHANT_ID: z.string().optional(),
  JAZZCASH_PASSWORD: z.string().optional(),
  JAZZCASH_INTEGRITY_SALT: z.string().optional(),
  JAZZCASH_URL: z.url({ message: 'must be a URL' }).default('https://payments.jazzcash.com.pk'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: z
    .url({ message: 'must be a URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PAYMENTS_WEBHOOK_SECRET: z.string().optional(),
  PAYOUTS_PROVIDER: z
    .enum(['sandbox', 'manual'], { message: 'must be sandbox or manual' })
    .default('sandbox'),
  SANDBOX_PAYOUT_DELAY: duration('2s', 0),
  PAYOUT_METHOD_COOLDOWN: duration('3d', 0),
  /** Withdrawal limits per currency, in that currency (issue 32); the unsuffixed pair is USD's. */
  WITHDRAWAL_MIN: amount(''),
  WITHDRAWAL_REVIEW_ABOVE: amount(''),
  WITHDRAWAL_MIN_USD: amount(''),
  WITHDRAWAL_REVIEW_ABOVE_USD: amount(''),
  WITHDRAWAL_MIN_PKR: amount('1000.00'),
  WITHDRAWAL_REVIEW_ABOVE_PKR: amount(''),
  WITHDRAWAL_FEE_JAZZCASH: percent('0'),
  WITHDRAWAL_FEE_EASYPAISA: percent('0'),
  WITHDRAWAL_FEE_BANK: percent('0'),
  /** Dollars paid in rupees (issue 32): where the day's USD→PKR rate comes from, and how old it may be. */
  FX_PROVIDER: z.enum(['manual'], { message: 'must be manual' }).default('manual'),
  FX_RATE_MAX_AGE: duration('36h', 60_000),
  /** Operations (issue 35): who may read GET /metrics, and the ledger's scheduled check. */
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .regex(/^[\x21-\x7e]+$/, 'must be visible ASCII characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  METRICS_PORT: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const port = Number(v);
      if (Number.isInteger(port) && port >= 1 && port <= 65535) return port;
      ctx.addIssue({ code: 'custom', message: 'must be a port number from 1 to 65535' });
      return z.NEVER;
    }),
  LEDGER_CHECK_EVERY: duration('1h', 1000),
  /** The zone of dates the server writes into texts (notifications, e-mails, messages): decision 036. */
  TIME_ZONE: z
    .string()
    .default('Asia/Karachi')
    .transform((v) => v.trim() || 'Asia/Karachi')
    .refine(validTimeZone, 'must be an IANA time zone such as Asia/Karachi or UTC'),
  ...writeLimitVars,
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  seedDemo: boolean;
  /**
   * Where uploads and dispute evidence live (issue 20): `local` folders under DATA_DIR (one node),
   * or `database` (the stored_files table, read by every node), the default with DATABASE_URL.
   */
  uploadsStore: 'local' | 'database';
  publicUrl: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  /** Folder of the built web app; absent means the API only. */
  webDist: string | undefined;
  /** Whether the server draws pages first (WEB_SSR), and its drawing budget a second (ms). */
  webSsr: boolean;
  webSsrBudgetMs: number;
  webSsrTimeoutMs: number;
  /** TIME_ZONE: the zone of dates the server writes into texts (default Asia/Karachi). */
  timeZone: string;
  googleClientId: string | undefined;
  /** Google sign-in (OpenID Connect, code + PKCE) needs the client's secret too. */
  googleClientSecret: string | undefined;
  /** The OpenID provider Google sign-in talks to (tests point it at their own). */
  oidcIssuer: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** True when cookies must be Secure (the public address is https). */
  secureCookies: boolean;
  /** Sign-in and sign-up throttling; a max of 0 turns that limit off. */
  authLimits: {
    /** Sign-in + sign-up requests per client address per window. */
    ipMax: number;
    ipWindowMs: number;
    /** Failed sign-ins per client address and e-mail (refused sign-ups per e-mail) per window. */
    emailMax: number;
    emailWindowMs: number;
    /** Failed sign-ins per account from every address per window, past which sign-ins are paced. */
    accountMax: number;
    /** Past that ceiling, at most one sign-in attempt per account per this interval. */
    accountPaceMs: number;
  };
  /** Limits on costly writes per user or guest address (lib/write-limits.ts); a max of 0 is off. */
  writeLimits: Record<WriteLimitName, WriteLimit>;
  /** Accounts with these e-mail addresses are admins, once the address is verified. */
  adminEmails: string[];
  /** How often each node's job workers look for due jobs. */
  queuePollMs: number;
  /** How long a job may run before it is retried elsewhere (a node killed mid-job holds it this long). */
  queueJobTimeoutMs: number;
  /**
   * The Ed25519 private JWK that signs credentials (CREDENTIALS_SIGNING_KEY); absent: generated and
   * kept in DATA_DIR outside production, and issuing refused in production.
   */
  credentialsSigningKey: Ed25519PrivateJwk | undefined;
  /** Extra image origins the Content-Security-Policy allows (beyond self, data: and blob:). */
  cspImgSrc: string[];
  mail: {
    /** smtp:// or smtps:// with credentials; absent: mails are written to DATA_DIR/mail/. */
    smtpUrl: string | undefined;
    from: string;
    /** First retry of a failed send (doubled each time). */
    retryDelayMs: number;
  };
  /** How long a message stays unread before its e-mail goes out. */
  messageEmailDelayMs: number;
  /** Notifications kept per user; older read ones are pruned. */
  notificationsKeep: number;
  /** Contracts and escrow (issue 15): timers in milliseconds, the fee in basis points. */
  contracts: {
    offerExpiresMs: number;
    autoReleaseMs: number;
    refundWindowMs: number;
    fundsHoldMs: number;
    feeBasisPoints: number;
  };
  payments: {
    providers: PaymentMethod[];
    checkoutExpiresMs: number;
    reconcileEveryMs: number;
    providerTimeoutMs: number;
    /** The platform's own signature of payout webhooks (issue 16). */
    webhookSecret: string | undefined;
    jazzcash: { merchantId?: string; password?: string; integritySalt?: string; url: string };
    stripe: { secretKey?: string; webhookSecret?: string; apiUrl?: string };
  };
  /** Wallet and payouts (issue 16): amounts in minor units, fees in basis points per rail. */
  wallet: {
    /** sandbox (default) or manual: payout batches paid through the bank's portal (issue 32). */
    provider: 'sandbox' | 'manual';
    sandboxDelayMs: number;
    methodCooldownMs: number;
    /** The smallest withdrawal in each currency, in that currency's minor units. */
    minWithdrawal: Record<Currency, number>;
    /** Withdrawals above this (per currency) wait for an admin; undefined: none do. */
    reviewAbove: Record<Currency, number | undefined>;
    feeBasisPoints: { jazzcash: number; easypaisa: number; bank: number };
    /** The USD→PKR rate's source (manual: entered in the console) and its greatest usable age. */
    fx: { provider: 'manual'; maxAgeMs: number };
  };
  /** Reviews (issue 17): how long after a contract ends its parties may review each other. */
  reviewWindowMs: number;
  /** Disputes (issue 18): the other party's time to answer a proposal. */
  disputeResponseWindowMs: number;
  /**
   * Metrics (issue 35): GET /metrics on the main port answers callers with this Bearer token;
   * `port`, when set, serves them on a port of its own (no token). Neither: no metrics at all.
   */
  metrics: { token: string | undefined; port: number | undefined };
  /** How often the server checks the ledger's invariants (the metrics report the last result). */
  ledgerCheckEveryMs: number;
};

/** The host of the public address, for the default sender; `localhost` without one. */
function mailDomain(publicUrl: string | undefined) {
  return publicUrl ? new URL(publicUrl).hostname : 'localhost';
}

export class ConfigError extends Error {}

export type Ed25519PrivateJwk = { kty: 'OKP'; crv: 'Ed25519'; x: string; d: string };

/**
 * CREDENTIALS_SIGNING_KEY as a JWK; a malformed one stops the start with a message that never
 * repeats the value (it is a private key).
 */
function signingKeyOf(value: string | undefined): Ed25519PrivateJwk | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const wrong = (why: string) =>
    new ConfigError(`Invalid CREDENTIALS_SIGNING_KEY: ${why} (an Ed25519 private key as a JWK in JSON)`);
  let jwk: unknown;
  try {
    jwk = JSON.parse(value);
  } catch {
    throw wrong('not JSON');
  }
  const k = jwk as Partial<Ed25519PrivateJwk> | null;
  if (!k || typeof k !== 'object' || k.kty !== 'OKP' || k.crv !== 'Ed25519') {
    throw wrong('must have "kty":"OKP" and "crv":"Ed25519"');
  }
  const b64url = /^[A-Za-z0-9_-]{43}$/;
  if (typeof k.x !== 'string' || !b64url.test(k.x)) throw wrong('"x" must be the 32-byte public key');
  if (typeof k.d !== 'string' || !b64url.test(k.d)) throw wrong('"d" (the private part) is missing');
  return { kty: 'OKP', crv: 'Ed25519', x: k.x, d: k.d };
}

/**
 * PAYMENTS_PROVIDER (one value, before issue 31) is read as PAYMENTS_PROVIDERS when that is unset,
 * so an install that set it keeps the provider it chose; both set and different stops the start
 * (which one was meant cannot be told).
 */
function withPaymentsProviderAlias(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const old = env.PAYMENTS_PROVIDER?.trim();
  if (!old) return env;
  const list = env.PAYMENTS_PROVIDERS?.trim();
  if (!list) return { ...env, PAYMENTS_PROVIDERS: old };
  const same = (v: string) =>
    [
      ...new Set(
        v
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
      ),
    ].join(',');
  if (same(old) !== same(list)) {
    throw new ConfigError(
      `PAYMENTS_PROVIDER=${JSON.stringify(old)} and PAYMENTS_PROVIDERS=${JSON.stringify(list)} disagree: PAYMENTS_PROVIDER is the older name of PAYMENTS_PROVIDERS; set only PAYMENTS_PROVIDERS`,
    );
  }
  return env;
}

/** Parses the environment; a bad value throws a one-line message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  env = withPaymentsProviderAlias(env);
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`);
  }
  const e = parsed.data;
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(`Invalid METRICS_PORT="${e.METRICS_PORT}": must differ from PORT`);
  }
  // A provider reached over plain http in production would leave the Google button leading nowhere
  // (or to someone in the middle): the start stops instead (issue 30).
  if (e.NODE_ENV === 'production' && !e.OIDC_ISSUER.startsWith('https://')) {
    throw new ConfigError(
      `Invalid OIDC_ISSUER=${JSON.stringify(e.OIDC_ISSUER)}: must be an https:// address when NODE_ENV=production`,
    );
  }
  const needs: Partial<Record<PaymentMethod, string[]>> = {
    jazzcash: ['JAZZCASH_MERCHANT_ID', 'JAZZCASH_PASSWORD', 'JAZZCASH_INTEGRITY_SALT'],
    stripe: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  };
  for (const provider of e.PAYMENTS_PROVIDERS) {
    const missing = (needs[provider] ?? []).filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new ConfigError(`PAYMENTS_PROVIDERS names ${provider}: set ${missing.join(', ')}`);
    }
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    seedDemo: e.SEED_DEMO,
    uploadsStore: e.UPLOADS_STORE ?? (e.DATABASE_URL ? 'database' : 'local'),
    publicUrl: e.PUBLIC_URL,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    webSsr: e.WEB_SSR,
    webSsrBudgetMs: e.WEB_SSR_BUDGET_MS,
    webSsrTimeoutMs: e.WEB_SSR_TIMEOUT_MS,
    timeZone: e.TIME_ZONE,
    googleClientId: e.GOOGLE_CLIENT_ID || undefined,
    googleClientSecret: e.GOOGLE_CLIENT_SECRET || undefined,
    oidcIssuer: e.OIDC_ISSUER,
    trustProxy: e.TRUST_PROXY,
    secureCookies: e.PUBLIC_URL?.startsWith('https://') ?? false,
    authLimits: {
      ipMax: e.AUTH_IP_MAX,
      ipWindowMs: e.AUTH_IP_WINDOW_MINUTES * 60_000,
      emailMax: e.AUTH_EMAIL_MAX,
      emailWindowMs: e.AUTH_EMAIL_WINDOW_MINUTES * 60_000,
      accountMax: e.AUTH_ACCOUNT_MAX,
      accountPaceMs: e.AUTH_ACCOUNT_PACE,
    },
    writeLimits: writeLimitsOf(e),
    adminEmails: e.ADMIN_EMAILS,
    queuePollMs: e.QUEUE_POLL_INTERVAL,
    queueJobTimeoutMs: e.QUEUE_JOB_TIMEOUT,
    credentialsSigningKey: signingKeyOf(e.CREDENTIALS_SIGNING_KEY),
    cspImgSrc: e.CSP_IMG_SRC,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM || `${PRODUCT_NAME} <no-reply@${mailDomain(e.PUBLIC_URL)}>`,
      retryDelayMs: e.MAIL_RETRY_DELAY,
    },
    messageEmailDelayMs: e.MESSAGE_EMAIL_DELAY,
    notificationsKeep: e.NOTIFICATIONS_KEEP,
    contracts: {
      offerExpiresMs: e.OFFER_EXPIRES,
      autoReleaseMs: e.AUTO_RELEASE_AFTER,
      refundWindowMs: e.REFUND_RESPONSE_WINDOW,
      fundsHoldMs: e.FUNDS_HOLD,
      feeBasisPoints: basisPoints(e.PLATFORM_FEE_PERCENT),
    },
    payments: {
      providers: e.PAYMENTS_PROVIDERS,
      checkoutExpiresMs: e.PAYMENT_CHECKOUT_EXPIRES,
      reconcileEveryMs: e.PAYMENTS_RECONCILE_EVERY,
      providerTimeoutMs: e.PAYMENTS_PROVIDER_TIMEOUT,
      webhookSecret: e.PAYMENTS_WEBHOOK_SECRET || undefined,
      jazzcash: {
        merchantId: e.JAZZCASH_MERCHANT_ID || undefined,
        password: e.JAZZCASH_PASSWORD || undefined,
        integritySalt: e.JAZZCASH_INTEGRITY_SALT || undefined,
        url: e.JAZZCASH_URL,
      },
      stripe: {
        secretKey: e.STRIPE_SECRET_KEY || undefined,
        webhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
        apiUrl: e.STRIPE_API_URL,
      },
    },
    wallet: {
      provider: e.PAYOUTS_PROVIDER,
      sandboxDelayMs: e.SANDBOX_PAYOUT_DELAY,
      methodCooldownMs: e.PAYOUT_METHOD_COOLDOWN,
      minWithdrawal: {
        USD: e.WITHDRAWAL_MIN_USD ?? e.WITHDRAWAL_MIN ?? 1000,
        PKR: e.WITHDRAWAL_MIN_PKR ?? 100_000,
      },
      reviewAbove: {
        USD: e.WITHDRAWAL_REVIEW_ABOVE_USD ?? e.WITHDRAWAL_REVIEW_ABOVE,
        PKR: e.WITHDRAWAL_REVIEW_ABOVE_PKR,
      },
      feeBasisPoints: {
        jazzcash: e.WITHDRAWAL_FEE_JAZZCASH,
        easypaisa: e.WITHDRAWAL_FEE_EASYPAISA,
        bank: e.WITHDRAWAL_FEE_BANK,
      },
      fx: { provider: e.FX_PROVIDER, maxAgeMs: e.FX_RATE_MAX_AGE },
    },
    reviewWindowMs: e.REVIEW_WINDOW,
    disputeResponseWindowMs: e.DISPUTE_RESPONSE_WINDOW,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    ledgerCheckEveryMs: e.LEDGER_CHECK_EVERY,
  };
}
