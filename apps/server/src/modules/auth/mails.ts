import { PRODUCT_NAME } from '@kt/shared';
import type { Config } from '../../config.ts';

/** A mail as the outbox's 'mail:send' topic carries it (the mail module sends it). */
export type Mail = { to: string; subject: string; text: string; html: string; security: true };

declare module '../../outbox/topics.ts' {
  interface OutboxTopics {
    /** An e-mail to send; `security` mails ignore the user's notification preferences. */
    'mail:send': Mail;
  }
}

/** Where links in mails point: PUBLIC_URL, or this server on localhost. */
export const baseUrl = (config: Pick<Config, 'publicUrl' | 'port'>) =>
  (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Paragraphs and an optional button link, as plain text and as HTML. */
function compose(to: string, subject: string, lines: string[], link?: { url: string; label: string }): Mail {
  const text = [...lines, ...(link ? [`${link.label}: ${link.url}`] : []), '', `— ${PRODUCT_NAME}`].join(
    '\n\n',
  );
  const html = [
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    `<p>— ${escapeHtml(PRODUCT_NAME)}</p>`,
  ].join('\n');
  return { to, subject, text, html, security: true };
}

const IGNORE = 'If you did not ask for this, you can ignore this message.';
const NOT_YOU = 'If this was not you, reset your password now and review your active sessions in Settings.';

export const mails = {
  resetPassword: (config: Config, to: string, token: string) =>
    compose(
      to,
      `Reset your ${PRODUCT_NAME} password`,
      ['Someone asked to reset the password of your account. The link works once, for 60 minutes.', IGNORE],
      { url: `${baseUrl(config)}/auth/reset-password?token=${token}`, label: 'Choose a new password' },
    ),

  passwordChanged: (to: string) =>
    compose(to, `Your ${PRODUCT_NAME} password was changed`, [
      'The password of your account was just changed, and every other session was signed out.',
      NOT_YOU,
    ]),

  verifyEmail: (config: Config, to: string, token: string) =>
    compose(
      to,
      `Confirm your email for ${PRODUCT_NAME}`,
      ['Please confirm that this address is yours. The link is valid for 7 days.', IGNORE],
      { url: `${baseUrl(config)}/auth/verify-email?token=${token}`, label: 'Confirm my email' },
    ),

  confirmNewEmail: (config: Config, to: string, token: string) =>
    compose(
      to,
      `Confirm your new email for ${PRODUCT_NAME}`,
      [
        'You asked to use this address for your account. It takes effect once you confirm it; the link is valid for 24 hours.',
        IGNORE,
      ],
      { url: `${baseUrl(config)}/auth/verify-email?token=${token}`, label: 'Confirm my new email' },
    ),

  emailChangeRequested: (to: string, newEmail: string) =>
    compose(to, `A change of your ${PRODUCT_NAME} email was requested`, [
      `Someone signed in to your account asked to change its email to ${newEmail}. Nothing changes until the new address is confirmed.`,
      NOT_YOU,
    ]),

  emailChanged: (to: string, newEmail: string) =>
    compose(to, `Your ${PRODUCT_NAME} email was changed`, [
      `Your account's email is now ${newEmail}. This address will no longer receive mail about it.`,
      NOT_YOU,
    ]),

  twoFactorChanged: (to: string, enabled: boolean) =>
    compose(to, `Two-factor authentication was turned ${enabled ? 'on' : 'off'}`, [
      `Two-factor authentication was just turned ${enabled ? 'on' : 'off'} for your ${PRODUCT_NAME} account.`,
      NOT_YOU,
    ]),

  accountDeleted: (to: string) =>
    compose(to, `Your ${PRODUCT_NAME} account was deleted`, [
      'Your account and its personal data were deleted. Messages and reviews others received stay, under "Deleted user".',
    ]),
};
