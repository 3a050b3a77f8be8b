import { PRODUCT_NAME, type WordLanguage, type WordParam } from '@kt/shared';
import { wordText } from '../lib/words.ts';
import { noticeText } from '../modules/notifications/notify.ts';

/** Every template and the data it needs. */
export type TemplateData = {
  /** A notification, mailed: its title, body and the app route it links to. */
  notification: {
    /** The English text (kept for mails queued before kinds, and as the fallback). */
    title: string;
    body: string;
    link: string;
    /** The notification's kind and parameters: worded in the recipient's language when sent. */
    kind?: string | null;
    params?: Record<string, WordParam> | null;
  };
  /** Someone keeps failing to sign in to the account. */
  'sign-in-guessing': Record<string, never>;
  /** A mail another module wrote whole (the accounts' security mails): sent as it is. */
  prepared: { subject: string; text: string; html: string };
};
export type TemplateName = keyof TemplateData;

export type RenderContext = {
  /** The recipient's first name, when the mail is to a user. */
  firstName?: string;
  /** `https://host` with no trailing slash. */
  baseUrl: string;
  /** The one-click unsubscribe address; absent for a security mail. */
  unsubscribeUrl?: string;
  /** The recipient's language (their setting); English when absent. */
  language?: WordLanguage;
};

export type RenderedMail = { subject: string; text: string; html: string; link: string };

/** One line: CR, LF and other line breaks never reach a header, whoever typed the value. */
export const oneLine = (value: string) =>
  value
    .replace(/[\r\n\u0085\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** An absolute address for an app route; anything that is not a route becomes the home page. */
export function absoluteLink(baseUrl: string, link: string) {
  const route = link.startsWith('/') && !link.startsWith('//') ? link : '/';
  return `${baseUrl}${route}`;
}

type Content = { subject: string; heading: string; paragraphs: string[]; action: string; link: string };

function content(name: TemplateName, data: TemplateData[TemplateName], ctx: RenderContext): Content {
  const lang = ctx.language ?? 'en';
  const t = (key: Parameters<typeof wordText>[0]['key'], params?: Record<string, string>) =>
    wordText(params ? { key, params } : { key }, lang);
  if (name === 'notification') {
    const d = data as TemplateData['notification'];
    const { title, body } = noticeText(
      { kind: d.kind ?? null, params: d.params ?? null, title: d.title, body: d.body },
      lang,
    );
    return {
      subject: title,
      heading: title,
      paragraphs: [body],
      action: t('mail.open', { product: PRODUCT_NAME }),
      link: absoluteLink(ctx.baseUrl, d.link),
    };
  }
  return {
    subject: t('mail.guessing'),
    heading: t('mail.guessing'),
    paragraphs: [t('mail.guessing_1', { product: PRODUCT_NAME }), t('mail.guessing_2')],
    action: t('mail.go_sign_in'),
    link: absoluteLink(ctx.baseUrl, '/auth'),
  };
}

/** The subject, a plain-text part and an HTML part, with the product's name and absolute links. */
export function render<T extends TemplateName>(
  name: T,
  data: TemplateData[T],
  ctx: RenderContext,
): RenderedMail {
  if (name === 'prepared') {
    const d = data as TemplateData['prepared'];
    return { subject: oneLine(d.subject), text: d.text, html: d.html, link: ctx.baseUrl };
  }
  const c = content(name, data, ctx);
  const lang = ctx.language ?? 'en';
  const greeting = ctx.firstName
    ? wordText({ key: 'mail.hello_name', params: { name: oneLine(ctx.firstName) } }, lang)
    : wordText({ key: 'mail.hello' }, lang);
  const footer = ctx.unsubscribeUrl
    ? wordText({ key: 'mail.footer', params: { url: ctx.unsubscribeUrl } }, lang)
    : wordText({ key: 'mail.security_footer' }, lang);
  const text = [
    greeting,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    `${c.action}: ${c.link}`,
    '',
    '-- ',
    PRODUCT_NAME,
    footer,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${lang}" dir="${lang === 'ur' ? 'rtl' : 'ltr'}"><body style="font-family:Arial,sans-serif;color:#111;line-height:1.5;max-width:560px;margin:0 auto;padding:16px">
<p style="font-weight:bold;color:#0f766e">${escapeHtml(PRODUCT_NAME)}</p>
<h1 style="font-size:20px">${escapeHtml(c.heading)}</h1>
<p>${escapeHtml(greeting)}</p>
${c.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(c.link)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(c.action)}</a></p>
<p style="font-size:12px;color:#555">${
    ctx.unsubscribeUrl
      ? `${escapeHtml(wordText({ key: 'mail.footer_html' }, lang))} <a href="${escapeHtml(ctx.unsubscribeUrl)}">${escapeHtml(wordText({ key: 'mail.unsubscribe' }, lang))}</a>`
      : escapeHtml(footer)
  }</p>
</body></html>
`;
  return { subject: oneLine(`${c.subject}`), text, html, link: c.link };
}
