import { expect, test, type Page } from '@playwright/test';

/**
 * The server draws home, the board and a job page for a visitor not signed in (issue 19, decision
 * 028): readable before (and without) the app's code, which is fetched when the visitor first does
 * something on the page, and taken over by the app without anything moving, flashing or being drawn
 * twice, or anything the visitor did meanwhile being lost.
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

/** Holds the app's entry until `release` is called, as a slow link would. */
async function holdEntry(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    asked.push(route.request().url());
    await gate;
    await route.continue();
  });
  return { release, asked };
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
    // Everything below the hero is drawn too, the categories with their counts.
    await expect(page.getByText(/^[\d,]+ jobs available$/)).toHaveCount(8);
    await expect(page.getByTestId('entrepreneurs').locator(':scope > li')).toHaveCount(13);
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  });

  test('in Urdu the drawn page is right-to-left and in Urdu', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'PARAGLIDE_LOCALE', value: 'ur', url: baseURL! }]);
    await gotoDrawn(page, '/jobs');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'کام تلاش کریں' })).toBeVisible();
  });
});

test('a visitor who only reads costs the page no app code; the first use fetches it and what was typed is kept', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await gotoDrawn(page, '/jobs');
  await page.waitForTimeout(1500);
  expect(scripts.filter((u) => !u.endsWith('/start.js'))).toEqual([]);
  await expect(page.locator('#kt-state')).toHaveCount(1);
  const search = page.getByRole('searchbox').first();
  await expect(search).toBeEnabled();
  expect(await layoutShift(page)).toBeLessThan(0.05);
  // Typed before the app is here: handed to the app, which searches as it would for typing.
  await search.fill('booking');
  await expect(page).toHaveURL(/search=booking/);
  await expect(search).toHaveValue('booking');
  await expect(page.locator('main h2 a', { hasText: /booking/i }).first()).toBeVisible();
  await expect(page.locator('#kt-state')).toHaveCount(0);
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveCount(1);
  expect(await layoutShift(page)).toBeLessThan(0.05);
  expect(errors).toEqual([]);
});

test('a press made while the app is on its way is handed to it once it is here', async ({ page }) => {
  const errors = watchErrors(page);
  const entry = await holdEntry(page);
  // Not waiting for 'load' everywhere: the held entry may be part of it.
  await gotoDrawn(page, '/', 'domcontentloaded');
  const dot = (n: number) => page.getByRole('button', { name: `Go to slide ${n}` });
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await dot(2).click();
  await expect.poll(() => entry.asked.length).toBeGreaterThan(0);
  // Held: nothing happens before the app is here, and the press is not lost.
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  entry.release();
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('#kt-state')).toHaveCount(0);
  // Once, not twice (a second press of the same dot would change nothing, so the stop button).
  await page.getByRole('button', { name: 'Stop automatic rotation' }).click();
  await expect(page.getByRole('button', { name: 'Start automatic rotation' })).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(0.05);
  expect(errors).toEqual([]);
});

test('home moves its slider on by itself before the app is here, and the app goes on from there', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await gotoDrawn(page, '/');
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(/^[\d,]+ jobs available$/)).toHaveCount(8);
  const dot2 = page.getByRole('button', { name: 'Go to slide 2' });
  await expect(dot2).toHaveAttribute('aria-current', 'true', { timeout: 8_000 });
  await expect(page.locator('[aria-roledescription="slide"]').nth(1)).toHaveAttribute('data-active', 'true');
  await expect(page.locator('#kt-state')).toHaveCount(1);
  // The app takes over (a pointer over the page) on the slide shown.
  await page.mouse.move(10, 10);
  await expect(page.locator('#kt-state')).toHaveCount(0);
  await page.waitForTimeout(300);
  await expect(dot2).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('[aria-roledescription="slide"]').nth(1)).toHaveCSS('opacity', '1');
  expect(await layoutShift(page)).toBeLessThan(0.05);
  expect(errors).toEqual([]);
});

test('home reshuffles its entrepreneurs before the app is here, and the app keeps the order shown', async ({
  page,
}) => {
  await gotoDrawn(page, '/');
  const showcase = page.getByTestId('entrepreneurs');
  const names = () =>
    showcase.locator(':scope > li').evaluateAll((els) => els.map((el) => el.getAttribute('data-name')));
  const before = await names();
  expect(before).toHaveLength(13);
  await expect(showcase).toHaveAttribute('data-fading', 'true', { timeout: 17_000 });
  const after = await names();
  expect(after).not.toEqual(before);
  expect([...after].sort()).toEqual([...before].sort());
  await expect(page.locator('#kt-state')).toHaveCount(1);
  await page.mouse.move(10, 10);
  await expect(page.locator('#kt-state')).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(await names()).toEqual(after);
});

test('a pointer over the drawn slider holds it, also once the app it brought has taken over', async ({
  page,
}) => {
  await gotoDrawn(page, '/');
  await page.locator('section[aria-roledescription="carousel"]').hover();
  // The pointer brought the app, which takes over with the slider held.
  await expect(page.locator('#kt-state')).toHaveCount(0);
  const dot = (n: number) => page.getByRole('button', { name: `Go to slide ${n}` });
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await page.waitForTimeout(6_000);
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  // Once the pointer leaves, it moves on.
  await page.mouse.move(5, page.viewportSize()!.height - 5);
  await expect(dot(2)).toHaveAttribute('aria-current', 'true', { timeout: 8_000 });
});

test('a reader who scrolled the drawn board stays where they were when the app takes over', async ({
  page,
}) => {
  const entry = await holdEntry(page);
  await gotoDrawn(page, '/jobs', 'domcontentloaded');
  await page.mouse.move(200, 300);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const y = await page.evaluate(() => window.scrollY);
  await expect.poll(() => entry.asked.length).toBeGreaterThan(0);
  entry.release();
  await expect(page.locator('#kt-state')).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(y);
});
