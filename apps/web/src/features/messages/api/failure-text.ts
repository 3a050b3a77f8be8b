import { serverMessage } from '@/lib/api.ts';

/** A reply that came back with `success: false`. */
export class UnsuccessfulReply extends Error {}

/** Throws when a reply says it failed, with the server's message when it gave one. */
export function ensureSuccess<T extends { success?: boolean; message?: string }>(
  res: T,
  fallback: string,
): T {
  if (res?.success !== true) throw new UnsuccessfulReply(res?.message || fallback);
  return res;
}

/** Spec section 8: the server's message when there is one, otherwise the screen's own text. */
export function failureText(err: unknown, fallback: string): string {
  if (err instanceof UnsuccessfulReply) return err.message || fallback;
  return serverMessage(err) ?? fallback;
}
