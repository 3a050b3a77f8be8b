import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export type ReceivedMail = {
  /** The addresses given in RCPT TO: who really receives it, whatever the headers say. */
  rcptTo: string[];
  raw: string;
  parsed: ParsedMail;
};

/**
 * A real SMTP server on 127.0.0.1 for tests (the `smtp-server` package): every accepted message is
 * kept in `mails`. `stop()` closes it; `start()` opens it again on the same port.
 */
export async function startSmtp(port = 0) {
  const mails: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let boundPort = port;
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw)
            .then((parsed) => {
              mails.push({ rcptTo: session.envelope.rcptTo.map((r) => r.address), raw, parsed });
              callback();
            })
            .catch(callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(boundPort, '127.0.0.1', () => resolve());
    });
    boundPort = (server.server.address() as { port: number }).port;
  };
  await start();
  return {
    mails,
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    start,
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}
