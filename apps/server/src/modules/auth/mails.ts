import { PRODUCT_NAME, type WordKey, type WordLanguage } from '@kt/shared';
import type { Config } from '../../config.ts';
import { wordText } from '../../lib/words.ts';

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

/** A text of the catalogue in `lang`, with the product's name at hand (issue 34). */
const w = (lang: WordLanguage, key: WordKey, params: Record<string, string> = {}) =>
  wordText({ key, params: { product: PRODUCT_NAME, ...params } }, lang);

/**
 * Paragraphs and an optional button link, as plain text and as HTML, in the recipient's language
 * (`users.language`; an Urdu mail's HTML is right-to-left).
 */
function compose(
  lang: WordLanguage,
  to: string,
  subject: string,
  lines: string[],
  link?: { url: string; label: string },
): Mail {
  const text = [...lines, ...(link ? [`${link.label}: ${link.url}`] : []), '', `— ${PRODUCT_NAME}`].join(
    '\n\n',
  );
  const html = [
    `<!doctype html>\n<html lang="${lang}" dir="${lang === 'ur' ? 'rtl' : 'ltr'}"><body>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    `<p>— ${escapeHtml(PRODUCT_NAME)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html, security: true };
}

/** The accounts' own mails, each in `lang`: the recipient's `users.language`. */
export const mails = {
  resetPassword: (config: Config, lang: WordLanguage, to: string, token: string) =>
    compose(lang, to, w(lang, 'account.reset'), [w(lang, 'account.reset_1'), w(lang, 'account.ignore')], {
      url: `${baseUrl(config)}/auth/reset-password?token=${token}`,
      label: w(lang, 'account.reset_action'),
    }),

  passwordChanged: (lang: WordLanguage, to: string) =>
    compose(lang, to, w(lang, 'account.password_changed'), [
      w(lang, 'account.password_changed_1'),
      w(lang, 'account.not_you'),
    ]),

  verifyEmail: (config: Config, lang: WordLanguage, to: string, token: string) =>
    compose(lang, to, w(lang, 'account.verify'), [w(lang, 'account.verify_1'), w(lang, 'account.ignore')], {
      url: `${baseUrl(config)}/auth/verify-email?token=${token}`,
      label: w(lang, 'account.verify_action'),
    }),

  confirmNewEmail: (config: Config, lang: WordLanguage, to: string, token: string) =>
    compose(
      lang,
      to,
      w(lang, 'account.new_email'),
      [w(lang, 'account.new_email_1'), w(lang, 'account.ignore')],
      {
        url: `${baseUrl(config)}/auth/verify-email?token=${token}`,
        label: w(lang, 'account.new_email_action'),
      },
    ),

  emailChangeRequested: (lang: WordLanguage, to: string, newEmail: string) =>
    compose(lang, to, w(lang, 'account.email_change'), [
      w(lang, 'account.email_change_1', { email: newEmail }),
      w(lang, 'account.not_you'),
    ]),

  emailChanged: (lang: WordLanguage, to: string, newEmail: string) =>
    compose(lang, to, w(lang, 'account.email_changed'), [
      w(lang, 'account.email_changed_1', { email: newEmail }),
      w(lang, 'account.not_you'),
    ]),

  twoFactorChanged: (lang: WordLanguage, to: string, enabled: boolean) =>
    compose(lang, to, w(lang, enabled ? 'account.two_factor_on' : 'account.two_factor_off'), [
      w(lang, enabled ? 'account.two_factor_on_1' : 'account.two_factor_off_1'),
      w(lang, 'account.not_you'),
    ]),

  accountDeleted: (lang: WordLanguage, to: string) =>
    compose(lang, to, w(lang, 'account.deleted'), [w(lang, 'account.deleted_1')]),
};

/** A user's mail language as stored (`en` for anything else). */
export const mailLanguage = (user: { language?: string | null }): WordLanguage =>
  user.language === 'ur' ? 'ur' : 'en';
