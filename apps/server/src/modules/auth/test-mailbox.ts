import type { App } from '../../app.ts';
import type { Mail } from './mails.ts';

/**
 * Catches the 'mail:send' events the outbox delivers (the mail module sends them in production).
 * Register `mailbox.listen` as createTestApp's setup callback.
 */
export function createMailbox() {
  const mails: Mail[] = [];
  return {
    mails,
    listen: (app: App) => {
      app.outbox.on('mail:send', (mail) => {
        mails.push(mail);
      });
    },
    /** The mails delivered so far to `to` (after delivering what is waiting). */
    async to(app: App, to: string) {
      await app.outbox.drain();
      return mails.filter((m) => m.to.toLowerCase() === to.toLowerCase());
    },
  };
}

/** The link in a mail whose path is `path`, and its token. */
export function linkIn(mail: Mail, path: string) {
  const match = mail.text.match(
    new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+)`),
  );
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return { url: match[0], token: match[1]! };
}
