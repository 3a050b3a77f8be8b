/**
 * What a visitor feels on a page the server drew (issue 33), where Lighthouse never touches the page:
 * a phone-sized Chromium with its CPU slowed 4x (CDP Emulation.setCPUThrottlingRate, as Lighthouse's
 * mobile profile), the service worker off (a first visit), no network delay. From 300 ms after the
 * first paint, a scripted visit of ten interactions (taps and keys at 50 ms a key), measured with
 * `web-vitals`' onINP (from the page's start, so the first interaction counts). Also:
 * - the JavaScript fetched before the page was hydrated (the build's files gzip-sized at level 9,
 *   those whose fetch ended before the `kt-hydrated` mark; `kt-taken` on builds before issue 33),
 * - on the board, from the last key of "react" typed into the search box to the board showing exactly
 *   the jobs the API answers for "react" (and from the first key), what the box holds then and
 *   whether it kept the focus.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';

export type Visit = {
  /** web-vitals' INP over the ten interactions (0 when none reached its 40 ms floor). */
  inpMs: number;
  /** The longest interaction the page's Event Timing saw (16 ms floor). */
  longestMs: number;
  hydratedMs: number;
  jsBeforeHydrationKb: number;
  /** The board only. */
  keyToResultsMs?: number;
  firstKeyToResultsMs?: number;
  typed?: string;
  focusKept?: boolean;
};
export type VisitKind = 'home' | 'board' | 'job';

const require = createRequire(import.meta.url);
// Its IIFE build (defines `webVitals`), beside the CommonJS build its package exports.
const WEB_VITALS = fs.readFileSync(
  path.join(path.dirname(require.resolve('web-vitals')), 'web-vitals.iife.js'),
  'utf8',
);

/** Runs in the page before its own scripts. */
const WATCH = `
  window.__kt_bench = { inp: 0, longest: 0, keys: [], results: null };
  webVitals.onINP((m) => { window.__kt_bench.inp = m.value; }, { reportAllChanges: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) window.__kt_bench.longest = Math.max(window.__kt_bench.longest, e.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener('keydown', (e) => window.__kt_bench.keys.push(performance.now()), true);
`;

export async function measureVisit(
  origin: string,
  url: string,
  kind: VisitKind,
  { chromePath, lang, webDist }: { chromePath: string; lang: string; webDist: string },
): Promise<Visit> {
  const expected =
    kind === 'board'
      ? (
          (await (await fetch(`${origin}/api/jobs?search=react`)).json()) as { jobs: { title: string }[] }
        ).jobs.map((j) => j.title)
      : [];
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    await context.addCookies([{ name: 'PARAGLIDE_LOCALE', value: lang, url: origin }]);
    await context.addInitScript({ content: `${WEB_VITALS}\n${WATCH}` });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(origin + url, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      {
        polling: 10,
        timeout: 60_000,
      },
    );
    await page.waitForFunction(
      () => performance.now() >= performance.getEntriesByName('first-contentful-paint')[0]!.startTime + 300,
      null,
      { polling: 10 },
    );
    const board = kind === 'board' ? await visitBoard(page, expected) : {};
    if (kind === 'home') await visitHome(page);
    if (kind === 'job') await visitJob(page);
    await page.waitForFunction(
      () =>
        performance.getEntriesByName('kt-hydrated').length + performance.getEntriesByName('kt-taken').length >
        0,
      null,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(1000);
    const figures = await page.evaluate(() => {
      const mark = (performance.getEntriesByName('kt-hydrated')[0] ??
        performance.getEntriesByName('kt-taken')[0])!;
      const scripts = performance
        .getEntriesByType('resource')
        .filter(
          (r) =>
            /\.m?js$/.test(new URL(r.name).pathname) &&
            (r as PerformanceResourceTiming).responseEnd <= mark.startTime,
        )
        .map((r) => new URL(r.name).pathname);
      const b = (window as unknown as { __kt_bench: { inp: number; longest: number } }).__kt_bench;
      return { hydratedMs: mark.startTime, scripts, inp: b.inp, longest: b.longest };
    });
    return {
      inpMs: figures.inp,
      longestMs: figures.longest,
      hydratedMs: figures.hydratedMs,
      jsBeforeHydrationKb: gzipKbOf(webDist, figures.scripts),
      ...board,
    };
  } finally {
    await browser.close();
  }
}

function gzipKbOf(webDist: string, paths: string[]) {
  let bytes = 0;
  for (const p of new Set(paths)) {
    const file = path.join(webDist, p);
    if (file.startsWith(webDist) && fs.existsSync(file))
      bytes += gzipSync(fs.readFileSync(file), { level: 9 }).length;
  }
  return bytes / 1024;
}

const pause = (page: Page, ms: number) => page.waitForTimeout(ms);

/** Types `text` at 50 ms a key into whatever has the focus. */
async function typeSlowly(page: Page, text: string) {
  for (const ch of text) {
    await page.keyboard.press(ch);
    await pause(page, 50);
  }
}

/**
 * Tap the search box and type "react" (interactions 1 to 6), wait for the board to show the API's
 * answer; then fold the filters open and shut, and type into and clear the title filter (7 to 10).
 */
async function visitBoard(page: Page, expected: string[]) {
  // A string, not a function: tsx would wrap a named function in a helper the page lacks.
  await page.evaluate(`(() => {
    const titles = ${JSON.stringify(expected)};
    const b = window.__kt_bench;
    new MutationObserver(() => {
      if (b.results !== null || !location.search.includes('search=react')) return;
      const shown = [...document.querySelectorAll('main h2 a')].map((a) => a.textContent.trim());
      if (shown.length === titles.length && shown.every((t, i) => t === titles[i])) b.results = performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  })()`);
  const box = page.getByRole('searchbox').first();
  await box.tap();
  await typeSlowly(page, 'react');
  const gotResults = await page
    .waitForFunction(
      () => (window as unknown as { __kt_bench: { results: number | null } }).__kt_bench.results !== null,
      null,
      {
        timeout: 15_000,
      },
    )
    .then(() => true)
    .catch(() => false);
  const state = await page.evaluate(() => {
    const b = (window as unknown as { __kt_bench: { results: number | null; keys: number[] } }).__kt_bench;
    const el = document.querySelector('main input[type="search"]') as HTMLInputElement | null;
    return {
      results: b.results,
      first: b.keys[0]!,
      last: b.keys[b.keys.length - 1]!,
      typed: el?.value ?? '',
      focusKept: document.activeElement === el,
    };
  });
  await page
    .getByRole('button', { name: /filters|فلٹر/i })
    .first()
    .tap();
  await pause(page, 300);
  const title = page.locator('main input:not([type="search"])').first();
  await title.tap();
  await typeSlowly(page, 'a');
  await page.keyboard.press('Backspace');
  await pause(page, 300);
  return {
    keyToResultsMs: gotResults ? state.results! - state.last : NaN,
    firstKeyToResultsMs: gotResults ? state.results! - state.first : NaN,
    typed: state.typed,
    focusKept: state.focusKept,
  };
}

/** The slider's dots, its stop and start button, arrow keys, and the phone menu opened and shut. */
async function visitHome(page: Page) {
  const dot = (n: number) => page.locator(`[data-dot="${n - 1}"]`);
  await dot(2).tap();
  await pause(page, 300);
  await dot(1).tap();
  await pause(page, 300);
  const stop = page.locator('section[aria-roledescription="carousel"] button:not([data-dot])');
  await stop.tap();
  await pause(page, 300);
  await stop.tap();
  await pause(page, 300);
  await menuOpenShut(page);
  await dot(2).tap();
  await pause(page, 300);
  await page.keyboard.press('ArrowRight');
  await pause(page, 300);
  await page.keyboard.press('ArrowLeft');
  await pause(page, 300);
  await dot(1).tap();
  await pause(page, 300);
}

/** The phone menu opened and shut five times. */
async function visitJob(page: Page) {
  for (let i = 0; i < 5; i++) await menuOpenShut(page);
}

async function menuOpenShut(page: Page) {
  await page.locator('header button[aria-haspopup="dialog"]').tap();
  await page.locator('[role="dialog"]').waitFor({ timeout: 15_000 });
  await pause(page, 300);
  await page.keyboard.press('Escape');
  await page.locator('[role="dialog"]').waitFor({ state: 'detached', timeout: 15_000 });
  await pause(page, 300);
}
