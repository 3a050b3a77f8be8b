import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The platform's own webhook signature (payout results, issue 16), modelled on Stripe's.
 */
/** Signed deliveries older than this are refused, so a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000;

/** `t=<unix seconds>,v1=<hex hmac-sha256 of "<t>.<raw body>">`, as Stripe signs its webhooks. */
export function signWebhook(secret: string, rawBody: string, at = Date.now()): string {
  const t = Math.floor(at / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

export function verifyWebhook(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now = Date.now(),
): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1 || !/^[0-9a-f]{64}$/.test(parts.v1)) return false;
  if (Math.abs(now - t * 1000) > WEBHOOK_TOLERANCE_MS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'));
}
