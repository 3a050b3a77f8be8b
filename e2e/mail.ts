import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { dataDir } from './playwright.config.ts';

/** Without SMTP_URL the server writes every mail it sends as an `.eml` file here. */
const mailDir = path.join(dataDir, 'mail');

/** Headers (unfolded, names in lower case) and the body of a MIME entity. */
function splitEntity(raw: string) {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: rest.join('\n\n') };
}

function decode(body: string, encoding = '7bit') {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable': {
      const bytes: number[] = [];
      const soft = body.replace(/=\r?\n/g, '');
      for (let i = 0; i < soft.length; i++) {
        const hex = soft.slice(i + 1, i + 3);
        if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
          bytes.push(parseInt(hex, 16));
          i += 2;
        } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
      }
      return Buffer.from(bytes).toString('utf8');
    }
    case 'base64':
      return Buffer.from(body, 'base64').toString('utf8');
    default:
      return body;
  }
}

/** The recipient and the plain text of an `.eml` file (single part or multipart/alternative). */
function parseMail(raw: string) {
  const { headers, body } = splitEntity(raw);
  const to = (headers.get('to') ?? '').replace(/^.*</, '').replace(/>.*$/, '').trim();
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const entity = splitEntity(part.replace(/^\r?\n/, ''));
    if ((entity.headers.get('content-type') ?? 'text/plain').startsWith('text/plain'))
      return { to, text: decode(entity.body, entity.headers.get('content-transfer-encoding')) };
  }
  return { to, text: '' };
}

/** Every mail the server has sent to `to` so far, oldest first (recipient and plain text). */
export function mailsTo(to: string) {
  const files = fs.existsSync(mailDir)
    ? fs
        .readdirSync(mailDir)
        .filter((f) => f.endsWith('.eml'))
        .sort()
    : [];
  return files
    .map((f) => parseMail(fs.readFileSync(path.join(mailDir, f), 'utf8')))
    .filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

/**
 * The link to `urlPath` in the newest mail the server really sent to `to`. The mail goes out from
 * a job queue, so the folder is polled for up to 15 s; `after` skips links already seen.
 */
export async function mailedLink(to: string, urlPath: string, after: string[] = []) {
  const pattern = new RegExp(`https?://\\S+${urlPath.replace(/[/?]/g, '\\$&')}\\?token=[A-Za-z0-9_-]+`);
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(mailDir)
          ? fs
              .readdirSync(mailDir)
              .filter((f) => f.endsWith('.eml'))
              .sort()
          : [];
        link = files
          .map((f) => parseMail(fs.readFileSync(path.join(mailDir, f), 'utf8')))
          .filter((m) => m.to.toLowerCase() === to.toLowerCase())
          .map((m) => pattern.exec(m.text)?.[0])
          .filter((l): l is string => l !== undefined && !after.includes(l))
          .at(-1);
        return link;
      },
      { message: `a mail to ${to} with a ${urlPath} link in ${mailDir}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/**
 * Verifies `email` the way its owner would: reads the link of the sign-up mail the server really sent
 * and confirms it on `request` (signed in as that user). Funding escrow and withdrawing need it.
 */
export async function verifyEmail(request: APIRequestContext, email: string) {
  const link = await mailedLink(email, '/auth/verify-email');
  const token = new URL(link).searchParams.get('token');
  const res = await request.post('/api/auth/verify-email', { data: { token } });
  expect(res.status(), 'e-mail verification through the mailed link').toBe(200);
}
