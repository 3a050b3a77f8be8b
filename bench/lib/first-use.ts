/**
 * The first use of a page the server drew (decision 028): Lighthouse never touches a page, so it
 * measures a drawn page before the app's code runs. This measures what the visitor's first touch
 * costs: from the touch to the app having taken the page over (the `kt-taken` mark), on a phone-sized
 * Chromium with its CPU slowed 4x (as Lighthouse's mobile profile), the service worker off (a first
 * visit) and no network delay; the JavaScript it ran (compressed bytes, whether fetched then or
 * read from the browser's cache, where start.js puts the app's code once the page has loaded); and
 * the blocking time of its long tasks (the part of each task over 50 ms, as TBT counts it).
 */
import { chromium } from 'playwright-core';

export type FirstUse = { takeoverMs: number; blockingMs: number; jsKb: number };

export async function measureFirstUse(url: string, chromePath: string, lang: string): Promise<FirstUse> {
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
    await context.addCookies([{ name: 'PARAGLIDE_LOCALE', value: lang, url }]);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    if ((await page.locator('#kt-state').count()) === 0)
      throw new Error(`${url} was not drawn by the server`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const t0 = await page.evaluate(() => {
      const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask' });
      return performance.now();
    });
    // A touch on the page's heading: nothing there reacts to it but the start of the app.
    const box = (await page.locator('h1').first().boundingBox())!;
    await page.touchscreen.tap(box.x + 4, box.y + box.height / 2);
    await page.waitForFunction(() => performance.getEntriesByName('kt-taken').length > 0, null, {
      timeout: 60_000,
    });
    await page.waitForTimeout(1000);
    return await page.evaluate((start) => {
      const taken = performance.getEntriesByName('kt-taken')[0]!.startTime;
      const tasks = (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks;
      const js = performance
        .getEntriesByType('resource')
        .filter((r) => r.startTime >= start && /\.js$/.test(new URL(r.name).pathname))
        .reduce((sum, r) => sum + (r as PerformanceResourceTiming).encodedBodySize, 0);
      return {
        takeoverMs: taken - start,
        blockingMs: tasks
          .filter((t) => t.start >= start)
          .reduce((s, t) => s + Math.max(0, t.duration - 50), 0),
        jsKb: js / 1024,
      };
    }, t0);
  } finally {
    await browser.close();
  }
}
