import { z } from 'zod';
import { parseDuration } from './duration.ts';

/**
 * The limits on writes that cost us or other people (issue 30), one table: each is counted per
 * signed-in user (per client address for a guest) over a fixed window, in memory or in Redis when
 * REDIS_URL is set, and answers 429 with Retry-After past it. The defaults sit far above ordinary
 * use (a client posting five jobs in an hour, a freelancer sending thirty proposals in a day); each
 * is set by its variable as `<count>/<duration>` (`20/1h`), `0` turns it off.
 */
export const WRITE_LIMITS = {
  jobPosts: { env: 'LIMIT_JOB_POSTS', fallback: '20/1h', what: 'Too many job posts' },
  jobEdits: { env: 'LIMIT_JOB_EDITS', fallback: '100/1h', what: 'Too many job changes' },
  proposals: { env: 'LIMIT_PROPOSALS', fallback: '100/1d', what: 'Too many proposals' },
  uploads: { env: 'LIMIT_UPLOADS', fallback: '60/1h', what: 'Too many uploads' },
  offers: { env: 'LIMIT_OFFERS', fallback: '50/1h', what: 'Too many offers' },
  milestoneActions: {
    env: 'LIMIT_MILESTONE_ACTIONS',
    fallback: '120/1h',
    what: 'Too many milestone actions',
  },
  withdrawals: { env: 'LIMIT_WITHDRAWALS', fallback: '10/1d', what: 'Too many withdrawals' },
  payoutMethods: {
    env: 'LIMIT_PAYOUT_METHODS',
    fallback: '10/1d',
    what: 'Too many payout method changes',
  },
  reviews: { env: 'LIMIT_REVIEWS', fallback: '30/1h', what: 'Too many reviews' },
  disputes: { env: 'LIMIT_DISPUTES', fallback: '30/1d', what: 'Too many dispute actions' },
  exports: { env: 'LIMIT_EXPORTS', fallback: '5/1h', what: 'Too many data exports' },
  messages: { env: 'LIMIT_MESSAGES', fallback: '300/1m', what: 'Too many messages' },
  reports: { env: 'LIMIT_REPORTS', fallback: '10/1h', what: 'Too many reports' },
  /** Per address for guests: generous for a hub's trainees behind one address, not for a script. */
  contact: { env: 'LIMIT_CONTACT', fallback: '10/10m', what: 'Too many attempts' },
} as const;

export type WriteLimitName = keyof typeof WRITE_LIMITS;
/** `max` requests per `windowMs`; `max` 0 is off. */
export type WriteLimit = { max: number; windowMs: number };

const MESSAGE = 'must be a count per duration such as 20/1h or 100/1d, or 0 to turn it off';

/** '20/1h' → { max: 20, windowMs: 3 600 000 }; '0' → off; undefined when malformed. */
export function parseWriteLimit(text: string): WriteLimit | undefined {
  const v = text.trim();
  if (v === '0') return { max: 0, windowMs: 0 };
  const m = /^(\d{1,9})\s*\/\s*(\S+)$/.exec(v);
  if (!m) return undefined;
  const windowMs = parseDuration(/^\d/.test(m[2]!) ? m[2]! : `1${m[2]}`);
  if (windowMs === undefined || windowMs < 1) return undefined;
  return { max: Number(m[1]), windowMs };
}

const limitVar = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v, ctx) => {
      const limit = parseWriteLimit(v === '' ? fallback : v);
      if (!limit) {
        ctx.addIssue({ code: 'custom', message: MESSAGE });
        return z.NEVER;
      }
      return limit;
    });

/** The environment variables of the table, for the configuration schema. */
export const writeLimitVars = Object.fromEntries(
  Object.values(WRITE_LIMITS).map((l) => [l.env, limitVar(l.fallback)]),
) as { [K in WriteLimitName as (typeof WRITE_LIMITS)[K]['env']]: ReturnType<typeof limitVar> };

/** The parsed variables, by limit name. */
export function writeLimitsOf(env: Record<string, unknown>): Record<WriteLimitName, WriteLimit> {
  return Object.fromEntries(
    Object.entries(WRITE_LIMITS).map(([name, l]) => [name, env[l.env] as WriteLimit]),
  ) as Record<WriteLimitName, WriteLimit>;
}
