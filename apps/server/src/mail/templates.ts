import { PRODUCT_NAME } from '@kt/shared';

/** Every template and the data it needs. */
export type TemplateData = {
  /** A notification, mailed: its title, body and the app route it links to. */
  notification: { title: string; body: string; link: string };
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
  if (name === 'notification') {
    const d = data as TemplateData['notification'];
    return {
      subject: d.title,
      heading: d.title,
      paragraphs: [d.body],
      action: 'Open in ' + PRODUCT_NAME,
      link: absoluteLink(ctx.baseUrl, d.link),
    };
  }
  return {
    subject: 'Someone is trying to sign in to your account',
    heading: 'Someone is trying to sign in to your account',
    paragraphs: [
      `There have been several failed attempts to sign in to your ${PRODUCT_NAME} account. If this was you, there is nothing to do.`,
      'If it was not you, choose a strong password that you use nowhere else. Nobody from our team will ever ask you for it.',
    ],
    action: 'Go to sign in',
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
  const greeting = ctx.firstName ? `Hello ${oneLine(ctx.firstName)},` : 'Hello,';
  const footer = ctx.unsubscribeUrl
    ? `You get this e-mail because of your notification settings. Unsubscribe: ${ctx.unsubscribeUrl}`
    : 'This is a security notice about your account; it is sent whatever your notification settings.';
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
<html><body style="font-family:Arial,sans-serif;color:#111;line-height:1.5;max-width:560px;margin:0 auto;padding:16px">
<p style="font-weight:bold;color:#0f766e">${escapeHtml(PRODUCT_NAME)}</p>
<h1 style="font-size:20px">${escapeHtml(c.heading)}</h1>
<p>${escapeHtml(greeting)}</p>
${c.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(c.link)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(c.action)}</a></p>
<p style="font-size:12px;color:#555">${
    ctx.unsubscribeUrl
      ? `You get this e-mail because of your notification settings. <a href="${escapeHtml(ctx.unsubscribeUrl)}">Unsubscribe</a>`
      : escapeHtml(footer)
  }</p>
</body></html>
`;
  return { subject: oneLine(`${c.subject}`), text, html, link: c.link };
}
