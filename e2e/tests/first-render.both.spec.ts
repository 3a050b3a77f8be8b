import { expect, test, type Page } from '@playwright/test';

/**
 * React renders home, the board, job pages, the talent directory and profiles on the server (issues
 * 19 and 33, decision 031): readable before (and without) the app's code, and hydrated by React as
 * soon as the code arrives, without anything moving, flashing or being drawn twice, and without
 * anything the visitor did meanwhile being lost (on a phone with its CPU slowed 4x, typing at 50 ms a
 * key from the first paint).
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
async function gotoDrawn(
  page: Page,
  url: string,
  waitUntil: 'load' | 'domcontentloaded' | 'commit' = 'load',
) {
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

/** The page's CPU slowed as Lighthouse's mobile profile does (Chromium's DevTools protocol). */
async function slowCpu(page: Page, rate = 4) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Types `text` at 50 ms a key into whatever has the focus. */
async function typeSlowly(page: Page, text: string) {
  for (const ch of text) {
    await page.keyboard.press(ch);
    await page.waitForTimeout(50);
  }
}

const hydrated = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('kt-hydrated').length), { timeout: 60_000 })
    .toBe(1);

/** Opens `url` and waits for its first paint (not for its scripts). */
async function gotoFirstPaint(page: Page, url: string) {
  await gotoDrawn(page, url, 'commit');
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
    polling: 10,
  });
}

/** The titles the board shows, and those the API answers for `search`. */
async function boardMatches(page: Page, search: string) {
  const res = await page.request.get(`/api/jobs?search=${search}`);
  const titles = ((await res.json()) as { jobs: { title: string }[] }).jobs.map((j) => j.title);
  expect(titles.length).toBeGreaterThan(0);
  await expect(page.locator('main h2 a')).toHaveText(titles);
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

  test('the talent directory and a profile are readable as the server drew them', async ({ page }) => {
    await gotoDrawn(page, '/talent');
    await expect(page.getByRole('heading', { level: 1, name: 'Find Top Freelance Talent' })).toBeVisible();
    const profile = page.locator('main a[href^="/u/"]').first();
    await expect(profile).toBeVisible();
    await gotoDrawn(page, (await profile.getAttribute('href'))!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('a board address with a More Filters value is drawn with that panel open, and React hydrates it as drawn', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await gotoDrawn(page, '/jobs?sort=budget');
  await hydrated(page);
  const panel = page.getByRole('group', { name: 'More filters' });
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel('Sort By')).toHaveValue('budget');
  await expect(page.getByRole('button', { name: /More Filters/ })).toHaveAttribute('aria-expanded', 'true');
  // Closed and opened again: the panel's code is here already.
  await page.getByRole('button', { name: /More Filters/ }).click();
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: /More Filters/ }).click();
  await expect(panel.getByLabel('Sort By')).toHaveValue('budget');
  expect(errors).toEqual([]);
});

test('React hydrates the page as soon as its code is here, without a touch, nothing moving and no error', async ({
  page,
}) => {
  const errors = watchErrors(page);
  for (const url of ['/', '/jobs', '/talent']) {
    await gotoDrawn(page, url);
    // Nobody touched the page.
    await hydrated(page);
    await expect(page.locator('#kt-state')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);
    // The styles the server sent as rules are the elements' own again.
    await expect(page.locator('[data-kt-style]')).toHaveCount(0);
    expect(await layoutShift(page)).toBeLessThan(0.02);
  }
  // A hydration mismatch is reported as an error: none.
  expect(errors).toEqual([]);
});

test.describe('on a phone with its CPU slowed 4x, typing at 50 ms a key from the first paint', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone project');

  test('the board keeps the focus and every letter, and shows the jobs matching the whole word', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await slowCpu(page);
    await gotoFirstPaint(page, '/jobs');
    const search = page.getByRole('searchbox', { name: 'Search jobs' });
    await search.tap();
    await typeSlowly(page, 'react');
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('react');
    await expect(page).toHaveURL(/search=react/, { timeout: 20_000 });
    await boardMatches(page, 'react');
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('react');
    expect(errors).toEqual([]);
  });

  test('what was typed before the code arrived is searched for once React has hydrated', async ({ page }) => {
    const errors = watchErrors(page);
    const entry = await holdEntry(page);
    await slowCpu(page);
    await gotoFirstPaint(page, '/jobs');
    const search = page.getByRole('searchbox', { name: 'Search jobs' });
    await search.tap();
    await typeSlowly(page, 're');
    entry.release();
    // The rest typed while React hydrates.
    await typeSlowly(page, 'act');
    await expect(page).toHaveURL(/search=react/, { timeout: 20_000 });
    await boardMatches(page, 'react');
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('react');

    // The whole word typed before the code arrives.
    const again = await holdEntry(page);
    await gotoFirstPaint(page, '/jobs');
    await search.tap();
    await typeSlowly(page, 'react');
    again.release();
    await expect(page).toHaveURL(/search=react/, { timeout: 20_000 });
    await boardMatches(page, 'react');
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('react');
    expect(errors).toEqual([]);
  });

  test("the talent directory's search keeps the focus and every letter", async ({ page }) => {
    const errors = watchErrors(page);
    const entry = await holdEntry(page);
    await slowCpu(page);
    await gotoFirstPaint(page, '/talent');
    const search = page.getByRole('searchbox');
    await search.tap();
    await typeSlowly(page, 'de');
    entry.release();
    await typeSlowly(page, 'sign');
    await expect(page).toHaveURL(/q=design/, { timeout: 20_000 });
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('design');
    await expect(page.getByText(/freelancers available/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a press on a button before the code arrives does what it says, once; a link is a link', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const entry = await holdEntry(page);
    await slowCpu(page);
    await gotoFirstPaint(page, '/');
    const dot = (n: number) => page.getByRole('button', { name: `Go to slide ${n}` });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await dot(2).tap();
    await page.getByRole('button', { name: 'Stop automatic rotation' }).tap();
    await expect.poll(() => entry.asked.length).toBeGreaterThan(0);
    entry.release();
    await hydrated(page);
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    // Once: a second press of the stop button would have started the rotation again.
    await expect(page.getByRole('button', { name: 'Start automatic rotation' })).toBeVisible();
    await page.waitForTimeout(6_000);
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');

    // Pressed while React hydrates (the code here, slowly run): React hydrates the control first.
    await gotoFirstPaint(page, '/');
    await dot(2).tap();
    await hydrated(page);
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');

    // A link before the code arrives opens its page, once.
    const held = await holdEntry(page);
    await gotoFirstPaint(page, '/jobs');
    await page.locator('main h2 a').first().tap();
    await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
    held.release();
    expect(errors).toEqual([]);
  });
});

test("a press in home's later sections before their code arrives opens what it says, once", async ({
  page,
}) => {
  const errors = watchErrors(page);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/home-sections-[^/]+\.js$/, async (route) => {
    asked = true;
    await gate;
    await route.continue();
  });
  await gotoDrawn(page, '/');
  await hydrated(page);
  // The sections' code is asked for once the rest is hydrated; until it is here they stay as drawn.
  await expect.poll(() => asked).toBe(true);
  const card = page.locator('article').filter({ hasText: 'Karim Shigri' });
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('button', { name: 'Watch Story' }).click();
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('button', { name: 'Close video' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(errors).toEqual([]);
});

test('a reader who scrolled the board stays where they were when React hydrates', async ({ page }) => {
  const entry = await holdEntry(page);
  // Not waiting for DOMContentLoaded: it waits for the held module script.
  await gotoDrawn(page, '/jobs', 'commit');
  await expect(page.locator('main h2 a').first()).toBeVisible();
  await page.mouse.move(200, 300);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const y = await page.evaluate(() => window.scrollY);
  entry.release();
  await hydrated(page);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(y);
});

test('someone signed in gets the same rendered page, and then what is theirs', async ({
  page,
  context,
  baseURL,
}) => {
  const errors = watchErrors(page);
  // A session cookie the server does not know: the page is rendered all the same, and the browser
  // then learns nobody is signed in.
  await context.addCookies([{ name: 'kt_session', value: 'stale', url: baseURL! }]);
  await gotoDrawn(page, '/jobs');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Find Work' })).toBeVisible();
  // Sign In (in the side navigation, out of sight on a phone) once the browser has learnt nobody is.
  await expect(page.locator('aside a[href="/auth"]').first()).toHaveText('Sign In', { timeout: 30_000 });
  expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
});

test('a pointer over the slider before the code arrives holds it once React has hydrated', async ({
  page,
}) => {
  test.skip(test.info().project.name !== 'desktop', 'a pointer');
  const entry = await holdEntry(page);
  await gotoDrawn(page, '/', 'commit');
  await page.locator('section[aria-roledescription="carousel"]').hover();
  entry.release();
  await hydrated(page);
  const dot = (n: number) => page.getByRole('button', { name: `Go to slide ${n}` });
  await page.waitForTimeout(6_000);
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  // Once the pointer leaves, it moves on.
  await page.mouse.move(5, page.viewportSize()!.height - 5);
  await expect(dot(2)).toHaveAttribute('aria-current', 'true', { timeout: 8_000 });
});

test('a category chosen as React hydrates the filters, or before the code arrives, reaches the address and stays', async ({
  page,
}, info) => {
  test.skip(
    info.project.name === 'phone',
    'the desktop project: on a phone the selects fold behind "Filters"',
  );
  const errors = watchErrors(page);
  const category = page.getByLabel('Category');
  const chosen = async (name: string) => {
    await expect(page).toHaveURL(new RegExp(`category=${name}`));
    await expect(category).toHaveValue(name);
    await expect(page.getByText(/^Showing \d+(–\d+)? of \d+ jobs?$/)).toBeVisible();
    // The choice stays: nothing hands the select's old value back afterwards.
    await page.waitForTimeout(1_000);
    await expect(page).toHaveURL(new RegExp(`category=${name}`));
    await expect(category).toHaveValue(name);
  };
  // The page hydrated, its filters (a part React hydrates on its own) not necessarily yet: the choice
  // makes React hydrate them, then hands them the choice. It once was handed the old value after.
  for (let run = 0; run < 3; run++) {
    await gotoDrawn(page, '/jobs');
    await hydrated(page);
    await category.selectOption('Translation');
    await chosen('Translation');
  }
  // Chosen before the code arrived: React hydrates the select holding it, and the page takes it.
  const entry = await holdEntry(page);
  await gotoFirstPaint(page, '/jobs');
  await category.selectOption('Translation');
  entry.release();
  await hydrated(page);
  await chosen('Translation');
  expect(errors).toEqual([]);
});

test('a tab pressed on a profile before the code arrives opens once React has hydrated (a tab acts on the press going down)', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await gotoDrawn(page, '/talent');
  const profile = (await page.locator('main a[href^="/u/"]').first().getAttribute('href'))!;
  const entry = await holdEntry(page);
  await gotoFirstPaint(page, profile);
  const reviews = page.getByRole('tab', { name: /^Reviews \(\d+\)$/ });
  await expect(reviews).toHaveAttribute('aria-selected', 'false');
  await reviews.click();
  await expect.poll(() => entry.asked.length).toBeGreaterThan(0);
  entry.release();
  await hydrated(page);
  await expect(reviews).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveAccessibleName(/^Reviews/);
  expect(errors).toEqual([]);
});
