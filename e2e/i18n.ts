import { expect, type BrowserContext, type Page } from '@playwright/test';
import { PRODUCT_NAME } from '@kt/shared/brand';

/**
 * Urdu in browser tests (issue 19). `inUrdu(context, baseURL)` sets the language cookie the app and
 * the server read; `expectNoEnglish(page)` fails on any English word left in the interface.
 *
 * What the check skips: elements marked `data-user-content` (what people wrote: names, job titles,
 * descriptions, messages; also server messages shown as they came), elements that declare another
 * language with `lang` (the language switch's "English"), the brand name, e-mail addresses, URLs,
 * keyboard shortcuts, digits and single letters. Pass `allow` for anything else a screen legitimately shows in Latin.
 */

export const LOCALE_COOKIE = 'PARAGLIDE_LOCALE';

export async function inUrdu(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'ur', url: baseURL }]);
}

/** Every visible text node, placeholder and aria-label outside user content, with where it sits. */
export async function interfaceTexts(page: Page): Promise<{ text: string; where: string }[]> {
  return page.evaluate(() => {
    const out: { text: string; where: string }[] = [];
    const skipped = (el: Element | null): boolean =>
      !!el?.closest('[data-user-content], script, style, noscript, template, [lang]:not([lang="ur"])');
    const visible = (el: Element) =>
      el.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true }) &&
      // sr-only text is interface text too: keep clipped 1px boxes, drop display:none.
      el.getClientRects().length > 0;
    const where = (el: Element) => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && parts.length < 4; e = e.parentElement) {
        parts.unshift(e.tagName.toLowerCase() + (e.id ? `#${e.id}` : ''));
      }
      return parts.join(' > ');
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el || skipped(el) || !visible(el)) continue;
      out.push({ text, where: where(el) });
    }
    for (const el of Array.from(document.querySelectorAll('[placeholder], [aria-label]'))) {
      if (skipped(el) || !visible(el)) continue;
      for (const attr of ['placeholder', 'aria-label']) {
        const text = el.getAttribute(attr)?.trim();
        if (text) out.push({ text, where: `${where(el)} @${attr}` });
      }
    }
    return out;
  });
}

const IGNORED = [
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, // e-mail addresses
  /\b(https?:\/\/|www\.)\S+/g, // URLs
  new RegExp(PRODUCT_NAME, 'g'),
  /\b(alt|ctrl|shift|meta)\+\w+/gi, // keyboard shortcuts, as the keys are labelled (the toasts' "alt+T")
];

/** The English words of a text: Latin runs of two letters or more, once e-mails, URLs and the brand are gone. */
export function englishWords(text: string, allow: (string | RegExp)[] = []): string[] {
  let rest = text;
  for (const pattern of [...IGNORED, ...allow]) {
    rest = rest.replace(typeof pattern === 'string' ? new RegExp(escape(pattern), 'g') : pattern, ' ');
  }
  return rest.match(/[A-Za-z][A-Za-z'’]+/g) ?? [];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Fails, listing every string, when the page shows English outside user content. */
export async function expectNoEnglish(page: Page, allow: (string | RegExp)[] = []) {
  const leaks = (await interfaceTexts(page))
    .filter(({ text }) => englishWords(text, allow).length > 0)
    .map(({ text, where }) => `${JSON.stringify(text)} at ${where}`);
  expect(leaks, `English left in the Urdu interface of ${page.url()}`).toEqual([]);
}

/** No sideways scroll (a right-to-left layout that overflows scrolls sideways on a phone). */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const el = document.scrollingElement!;
    return { scrollWidth: el.scrollWidth, clientWidth: el.clientWidth };
  });
  expect(scrollWidth, 'no sideways scroll').toBeLessThanOrEqual(clientWidth);
}
