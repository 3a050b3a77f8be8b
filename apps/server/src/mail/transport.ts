import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The main link, logged when mail is written to files. */
  link: string;
  headers: Record<string, string>;
};

export type Mailer = { send(mail: OutgoingMail): Promise<void>; close(): void };

/**
 * Sends through `SMTP_URL`; without it every mail is written as an `.eml` file under
 * `DATA_DIR/mail/` and its subject and link are logged, so a newcomer can follow a link.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const from = config.mail.from;
  if (config.mail.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: config.mail.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    } as nodemailer.TransportOptions);
    return {
      async send(mail) {
        const { link: _link, ...message } = mail;
        await transport.sendMail({ from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = path.join(config.dataDir, 'mail');
  // Names sort in the order mails were written, also two within one millisecond.
  let written = 0;
  return {
    async send(mail) {
      const { link, ...message } = mail;
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(written++).padStart(6, '0')}-${info.messageId.replace(/[^a-z0-9]/gi, '').slice(0, 24)}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      log.info({ subject: mail.subject, link, file }, 'mail written to a file (no SMTP_URL)');
    },
    close: () => transport.close(),
  };
}
