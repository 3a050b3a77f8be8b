import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { App } from '../../app.ts';

/** A mail as it was really sent: read back from the `.eml` file the mail module wrote. */
/** `unsubscribe`: the mail offers one (a security mail never does). */
export type SentMail = { to: string; subject: string; text: string; html: string; unsubscribe: boolean };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The mails the app really sent. Without SMTP_URL the mail module writes each mail as an `.eml` file
 * under DATA_DIR/mail; this reads them back after the outbox and the mail queue have settled, so a
 * test follows the same path as production (outbox → queue → nodemailer → file).
 */
export function createMailbox() {
  const read = async (app: App) => {
    const dir = path.join(app.config.dataDir, 'mail');
    const files = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
      : [];
    return Promise.all(
      files.map(async (file) => {
        const parsed = await simpleParser(fs.readFileSync(path.join(dir, file)));
        const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
        return {
          to: to?.value[0]?.address ?? '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          unsubscribe: parsed.headers.has('list-unsubscribe'),
        };
      }),
    );
  };
  /** Waits until nothing is left in the outbox or the mail queue and no new file appears. */
  const settle = async (app: App) => {
    const deadline = Date.now() + 20_000;
    let last = -1;
    let quiet = 0;
    while (Date.now() < deadline) {
      await app.outbox.drain();
      const waiting = await app.queue.pending('mail.send');
      const dir = path.join(app.config.dataDir, 'mail');
      const count = fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
      quiet = waiting === 0 && count === last ? quiet + 1 : 0;
      if (quiet >= 3) return;
      last = count;
      await sleep(150);
    }
  };
  return {
    /** Kept for the setup callback of createTestApp: nothing to register, the mail module sends. */
    listen: (_app: App) => {},
    /** The mails sent so far to `to`, oldest first. */
    async to(app: App, to: string): Promise<SentMail[]> {
      await settle(app);
      return (await read(app)).filter((m) => m.to.toLowerCase() === to.toLowerCase());
    },
  };
}

/** The link in a mail whose path is `path`, and its token. */
export function linkIn(mail: SentMail, urlPath: string) {
  const match = mail.text.match(
    new RegExp(`https?://[^\\s]+${urlPath.replace(/[/?]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+)`),
  );
  if (!match) throw new Error(`no ${urlPath} link in: ${mail.text}`);
  return { url: match[0], token: match[1]! };
}
