import fs from 'node:fs';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeFindings } from '../axe.ts';

/**
 * The programme's second set of pages (contact, gallery, success stories, IT hubs, notifications)
 * on a phone and a desktop: the spec's texts, no page errors or missing files, no sideways
 * scrolling, and no serious or critical accessibility findings.
 */

type Opened = { page: Page; problems: string[]; close: () => Promise<void> };

/** A page in a fresh context with the project's device settings (axe needs a context of its own). */
async function open(browser: Browser, testInfo: TestInfo, path: string): Promise<Opened> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('response', (res) => {
    if (res.status() >= 400 && !res.url().includes('/api/auth/me'))
      problems.push(`${res.status()} ${res.url()}`);
  });
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  await expect(page.locator('main h1').first()).toBeVisible();
  return { page, problems, close: () => context.close() };
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(1);
}

async function expectAccessible(page: Page) {
  await expectNoAxeFindings(page);
}

/** Scrolls to the bottom in steps so lazy images load, then back to the top. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
}

test('contact: info cards, validation, Sending... and Message Sent!', async ({ browser }, testInfo) => {
  const { page, problems, close } = await open(browser, testInfo, '/contact');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
  for (const title of ['Phone', 'Email', 'Address', 'Working Hours']) {
    await expect(main.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  await expect(main.getByText('Monday - Friday')).toBeVisible();
  await expect(main.getByText('9:00 AM - 5:00 PM')).toBeVisible();
  await expect(main.getByText('Saturday', { exact: false }).first()).toBeVisible();
  await expect(main.getByText('9:00 AM - 1:00 PM')).toBeVisible();
  await expect(main.getByRole('img', { name: /Map of Jutial, Gilgit/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  await page.getByLabel('Name').fill('A');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Subject').fill('Hey');
  await page.getByLabel('Message').fill('Short');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Subject must be at least 5 characters')).toBeVisible();
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Name').fill('Amina Baig');
  await page.getByLabel('Email').fill(`amina.${Date.now()}@example.com`);
  await page.getByLabel('Subject').fill('Joining the Hunza hub');
  await page.getByLabel('Message').fill('How do I join the next freelancing batch in Aliabad?');
  const stored = page.waitForResponse(
    (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  expect((await stored).status()).toBe(201);
  await expect(page.getByText('Message Sent!')).toBeVisible();
  await expect(page.getByText('Thank you for contacting us. We will get back to you soon.')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');
  expect(problems).toEqual([]);
  await close();
});

test('gallery: 39 photos, the viewer, and Download as a .jpg named after the title', async ({
  browser,
}, testInfo) => {
  const { page, problems, close } = await open(browser, testInfo, '/gallery');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: 'Gallery', level: 1 })).toBeVisible();
  await expect(main.getByText('39', { exact: true })).toBeVisible();
  await expect(main.getByText('2025', { exact: true })).toBeVisible();
  const tiles = main.locator('button[data-photo-index]');
  await expect(tiles).toHaveCount(39);
  for (const category of ['FLH', 'Women FLH', 'ILC', 'STP']) {
    await expect(main.getByText(category, { exact: true }).first()).toBeAttached();
  }
  await scrollThrough(page);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  await tiles.first().click();
  const viewer = page.getByRole('dialog', { name: 'Freelancing Hub Inauguration Gilgit' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'Freelancing Hub Inauguration Gilgit' })).toBeVisible();
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Freelancing_Hub_Inauguration_Gilgit.jpg');
  const file = await download.path();
  const head = fs.readFileSync(file).subarray(0, 3);
  expect([...head], 'a real JPEG').toEqual([0xff, 0xd8, 0xff]);

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Upwork Profile Building Workshop' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await tiles.nth(2).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(problems).toEqual([]);
  await close();
});

test('success stories: headline stats, 6 profiles, 4 video cards, calls to action', async ({
  browser,
}, testInfo) => {
  const { page, problems, close } = await open(browser, testInfo, '/success-stories');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: 'Success Stories', level: 1 })).toBeVisible();
  for (const value of ['1000+', '500+', '50+'])
    await expect(main.getByText(value, { exact: true })).toBeVisible();
  await expect(main.getByText('Companies Founded')).toBeVisible();
  const profiles = main
    .getByRole('region', { name: 'Meet Our Freelancers' })
    .getByRole('heading', { level: 3 });
  await expect(profiles).toHaveCount(6);
  await expect(main.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(6);
  const videos = main.getByRole('region', { name: 'Video Testimonials' }).getByRole('listitem');
  await expect(videos).toHaveCount(4);
  await expect(main.getByRole('link', { name: 'Start Your Journey' })).toBeVisible();
  await scrollThrough(page);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  expect(problems).toEqual([]);
  await close();
});

test('IT hubs: stats, search, type and district filters, empty state', async ({ browser }, testInfo) => {
  const { page, problems, close } = await open(browser, testInfo, '/it-hubs');
  const main = page.locator('main');
  for (const text of ['6 STPs', '40+ FLHs', '10 Districts', '1000+ Members']) {
    await expect(main.getByText(text)).toBeVisible();
  }
  await expect(main.getByText('Showing 8 of 8 IT hubs')).toBeVisible();
  await scrollThrough(page);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  await page.getByLabel('Type').selectOption('STP');
  await expect(main.getByText('Showing 4 of 8 IT hubs')).toBeVisible();
  await page.getByLabel('District').selectOption('Skardu');
  await expect(main.getByText('Showing 1 of 8 IT hubs')).toBeVisible();
  await page.getByLabel('Type').selectOption('All');
  await page.getByLabel('District').selectOption('All');
  await page.getByLabel('Search').fill('aliabad');
  await expect(main.getByText('Showing 1 of 8 IT hubs')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Software Technology Park Hunza' })).toBeVisible();
  await page.getByLabel('Search').fill('no such place');
  await expect(main.getByText('No IT hubs found matching your criteria.')).toBeVisible();
  await expect(main.getByText('Showing 0 of 8 IT hubs')).toBeVisible();
  expect(problems).toEqual([]);
  await close();
});

test('notifications: a guest is asked to sign in', async ({ browser }, testInfo) => {
  const { page, problems, close } = await open(browser, testInfo, '/notifications');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(main.getByText('Please sign in to see your notifications.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  expect(problems).toEqual([]);
  await close();
});
