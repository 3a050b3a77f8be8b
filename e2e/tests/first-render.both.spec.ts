import { expect, test, type Page } from '@playwright/test';

/**
 * The server draws home, the board and a job page for a visitor not signed in (issue 19, decision
 * 028): readable before (and without) the app's code, and taken over by the app without anything
 * moving, flashing or being drawn twice.
 */

/** The layout shift seen so far (CLS as the page measures it), after the app has taken over. */
async function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!e.hadRecentInput) total += e.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

/**
 * Opens a page as the server drew it. A busy server sends a page undrawn (past its drawing budget
 * or its time limit, as when the test machine is loaded), so it is asked again until it is drawn.
 */
async function gotoDrawn(page: Page, url: string, waitUntil: 'load' | 'domcontentloaded' = 'load') {
  await expect(async () => {
    const res = await page.goto(url, { waitUntil });
    expect(await res!.text()).toContain('<script id="kt-state"');
  }).toPass({ timeout: 60_000 });
}

function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().includes('401')) errors.push(msg.text());
  });
  return errors;
}

test.describe('without the app (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false });

  test('the job board, a job and home are readable as the server drew them', async ({ page }) => {
    await gotoDrawn(page, '/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Find Work' })).toBeVisible();
    await expect(page.getByText(/^Showing \d+–\d+ of [\d,]+ jobs$/)).toBeVisible();
    const first = page.locator('main h2 a').first();
    await expect(first).toBeVisible();
    const title = (await first.textContent())!.trim();
    // A job's link works as a plain link, and its page is drawn too.
    await first.click();
    await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
    await gotoDrawn(page, page.url());
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await gotoDrawn(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Karakoram Talent' })).toBeVisible();
    await expect(page.locator('section[aria-roledescription="carousel"] img').first()).toBeVisible();
    // Controls do nothing until the app runs, so they are drawn disabled.
    await expect(page.getByRole('button', { name: 'Stop automatic rotation' })).toBeDisabled();
  });

  test('in Urdu the drawn page is right-to-left and in Urdu', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'PARAGLIDE_LOCALE', value: 'ur', url: baseURL! }]);
    await gotoDrawn(page, '/jobs');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'کام تلاش کریں' })).toBeVisible();
  });
});

test('the app takes over the drawn board: one page, nothing moves, and it works', async ({ page }) => {
  const errors = watchErrors(page);
  await gotoDrawn(page, '/jobs');
  const search = page.getByRole('searchbox').first();
  await expect(search).toBeEnabled();
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('#kt-state')).toHaveCount(0);
  expect(await layoutShift(page)).toBeLessThan(0.05);
  await search.fill('booking');
  await expect(page).toHaveURL(/search=booking/);
  await expect(page.locator('main h2 a', { hasText: /booking/i }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('the app takes over the drawn home page without a shift, and its sections arrive', async ({ page }) => {
  const errors = watchErrors(page);
  await gotoDrawn(page, '/');
  await expect(page.getByRole('button', { name: 'Stop automatic rotation' })).toBeEnabled();
  await expect(page.locator('section[aria-roledescription="carousel"]')).toHaveCount(1);
  expect(await layoutShift(page)).toBeLessThan(0.05);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a reader who scrolled the drawn board stays where they were when the app takes over', async ({
  page,
}) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  // The app's entry arrives late, as on a slow link.
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  // Not waiting for 'load': the held entry is part of it.
  await gotoDrawn(page, '/jobs', 'domcontentloaded');
  await expect(page.getByRole('searchbox').first()).toBeDisabled();
  await page.evaluate(() => window.scrollTo(0, 600));
  const y = await page.evaluate(() => window.scrollY);
  expect(y).toBeGreaterThan(300);
  release();
  await expect(page.getByRole('searchbox').first()).toBeEnabled();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(y);
});
