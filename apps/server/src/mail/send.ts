import { and, eq } from 'drizzle-orm';
import type { WordLanguage } from '@kt/shared';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { notificationPreferences, users } from '../db/schema.ts';
import type { MailJob } from './queue-mail.ts';
import { oneLine, render } from './templates.ts';
import type { Mailer } from './transport.ts';
import { unsubscribeSecret, unsubscribeToken } from './unsubscribe.ts';

/** The public address of the app: `PUBLIC_URL`, or http://localhost:PORT. */
export const baseUrlOf = (config: Config) =>
  (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');

export const unsubscribeUrl = (config: Config, token: string) =>
  `${baseUrlOf(config)}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * Runs one `mail.send` job: reads the recipient now (a changed address or a preference turned off
 * after queueing counts), renders, and sends. Throws when the server refuses, so the queue retries.
 * Returns what happened, for tests and logs.
 */
export async function sendQueuedMail(
  db: Db,
  config: Config,
  mailer: Mailer,
  job: MailJob,
): Promise<'sent' | 'muted' | 'no-recipient'> {
  let to: string;
  let firstName: string | undefined;
  let language: WordLanguage | undefined;
  const headers: Record<string, string> = {};
  let unsubscribe: string | undefined;
  if ('userId' in job) {
    const [user] = await db
      .select({ email: users.email, firstName: users.firstName, language: users.language })
      .from(users)
      .where(eq(users.id, job.userId));
    if (!user) return 'no-recipient';
    to = user.email;
    firstName = user.firstName;
    language = user.language as WordLanguage;
    if (!job.security) {
      const category = job.category ?? 'account';
      const [pref] = await db
        .select({ email: notificationPreferences.email })
        .from(notificationPreferences)
        .where(
          and(eq(notificationPreferences.userId, job.userId), eq(notificationPreferences.type, category)),
        );
      if (pref && !pref.email) return 'muted';
      unsubscribe = unsubscribeUrl(
        config,
        unsubscribeToken(await unsubscribeSecret(db), job.userId, category),
      );
      // RFC 8058 one-click unsubscribe: a POST to this address turns this type of e-mail off.
      headers['List-Unsubscribe'] = `<${unsubscribe}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    }
  } else {
    to = job.to;
  }
  const mail = render(job.template, job.data as never, {
    baseUrl: baseUrlOf(config),
    ...(firstName ? { firstName } : {}),
    ...(language ? { language } : {}),
    ...(unsubscribe ? { unsubscribeUrl: unsubscribe } : {}),
  });
  await mailer.send({
    to: oneLine(to),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    link: mail.link,
    headers,
  });
  return 'sent';
}
