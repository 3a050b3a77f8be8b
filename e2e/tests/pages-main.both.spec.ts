import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { PRODUCT_NAME, TAGLINE } from '@kt/shared/brand';
import { expectNoAxeFindings } from '../axe.ts';
import { inUrdu } from '../i18n.ts';

/**
 * The programme's main pages on a phone and a desktop: the spec's texts, no page errors, no sideways
 * scrolling, and no accessibility finding of any impact on the whole page, in English and Urdu.
 */

type Opened = { page: Page; errors: string[]; close: () => Promise<void> };

/** A page in a fresh context with the project's device settings (axe needs browser.newContext()). */
async function open(
  browser: Browser,
  testInfo: TestInfo,
  path: string,
  reducedMotion = false,
  urdu = false,
): Promise<Opened> {
  const use = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport ?? null,
    isMobile: use.isMobile ?? false,
    hasTouch: use.hasTouch ?? false,
    deviceScaleFactor: use.deviceScaleFactor ?? 1,
    userAgent: use.userAgent,
    ...(reducedMotion ? { reducedMotion: 'reduce' as const } : {}),
  });
  if (urdu) await inUrdu(context, use.baseURL!);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  return { page, errors, close: () => context.close() };
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(1);
}

async function expectAccessible(page: Page) {
  await expectNoAxeFindings(page);
}

const PAGES: { path: string; texts: (string | RegExp)[] }[] = [
  {
    path: '/',
    texts: [
      PRODUCT_NAME,
      TAGLINE,
      'Our Vision',
      '100 IT setups by end of 2025',
      'Established',
      'Target',
      'Why Choose Us',
      'Escrow-Protected Payments',
      'Fast Hiring',
      'Fair Pricing',
      'Global Talent',
      'Meet Our Entrepreneurs',
      'Success Stories',
      'Video Coming Soon',
      'Browse Jobs by Category',
      'Post a Job',
      'Browse Talent',
    ],
  },
  {
    path: '/how-it-works',
    texts: [
      'For Clients',
      'For Freelancers',
      'Create Account',
      'Post Project',
      'Review Proposals',
      'Hire and Collaborate',
      'Complete and Review',
      'Start Hiring Now',
      'Secure Payments',
      'Real-time Chat',
      'Rating System',
      'Milestone Payments',
      'Sign Up Now',
      'Browse Jobs',
    ],
  },
  {
    path: '/about',
    texts: [
      'Total Registered',
      'Active Freelancers',
      'Projects Completed',
      'Countries',
      'Our Mission',
      'Community First',
      'Quality Work',
      'Trust and Safety',
      'Growth Focused',
      'Our Story',
      /^Showing \d+ of \d+ branches$/,
    ],
  },
  {
    path: '/register-freelancer',
    texts: [
      'Create Your Profile',
      'Global Clients',
      'Build Your Portfolio',
      'Secure Payments',
      'Skill Development',
      'Create Profile',
      'Find Projects',
      'Get Paid',
      'Web Development',
      'UI/UX Design',
      'Digital Marketing',
      'Mobile Development',
      'Data Science',
      'Content Writing',
      'Graphic Design',
      'Video Editing',
    ],
  },
  {
    path: '/courses',
    texts: ['Find Courses', 'All', 'UI/UX Designing', 'AI', 'Bookkeeping', /^Showing \d+ courses$/],
  },
  { path: '/upcoming-courses', texts: ['Upcoming Courses', /^Starts$/] },
  { path: '/resources', texts: ['Resources', 'Guides for Freelancers', 'Guides for Clients'] },
  { path: '/terms', texts: ['Terms of Service', /Last updated/, 'Payments, escrow and milestones'] },
];

for (const { path, texts } of PAGES) {
  test(`${path} shows its texts without errors, sideways scrolling or accessibility findings`, async ({
    browser,
  }, testInfo) => {
    const { page, errors, close } = await open(browser, testInfo, path, true);
    for (const text of texts) {
      await expect(page.locator('main').getByText(text, { exact: true }).first()).toBeAttached();
    }
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await close();
  });

  test(`${path} in Urdu: right to left, without errors, sideways scrolling or accessibility findings`, async ({
    browser,
  }, testInfo) => {
    const { page, errors, close } = await open(browser, testInfo, path, true, true);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await close();
  });
}

test('home: the slider moves with dots and arrow keys, and every card is there', async ({
  browser,
}, testInfo) => {
  const { page, errors, close } = await open(browser, testInfo, '/');
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await expect(carousel).toHaveCSS('height', '600px');
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(2);
  await expect(carousel.locator('[aria-roledescription="slide"]').first().locator('img')).toHaveCount(3);
  await page.getByRole('button', { name: 'Go to slide 2' }).click();
  await expect(page.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
  await page.mouse.move(1, 1);
  await page.locator('body').press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('entrepreneurs').locator(':scope > li')).toHaveCount(13);
  await expect(page.getByText('Success Story', { exact: true })).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Watch Story' })).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Watch Story' }).last()).toBeDisabled();
  await expect(page.getByText(/^[\d,]+ jobs available$/)).toHaveCount(8);
  await expect(page.getByRole('link', { name: /Web Development/ }).first()).toHaveAttribute(
    'href',
    '/jobs?category=Web%20Development',
  );
  await expect(page.getByRole('link', { name: 'Post a Job' }).first()).toHaveAttribute('href', '/post-job');
  await expect(page.getByRole('link', { name: 'Browse Talent' })).toHaveAttribute('href', '/talent');
  expect(errors).toEqual([]);
  await close();
});

test('home: a success story plays inline and in the full-screen player', async ({ browser }, testInfo) => {
  const { page, errors, close } = await open(browser, testInfo, '/');
  const heading = page.getByRole('heading', { name: 'Success Stories' });
  await heading.scrollIntoViewIfNeeded();
  const card = page
    .locator('article')
    .filter({ hasText: 'Ayesha Baig' })
    .filter({ has: page.locator('video') });
  const preview = card.locator('video');
  await preview.scrollIntoViewIfNeeded();
  await expect(preview).toHaveAttribute('preload', 'auto');
  await expect
    .poll(() => preview.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0);
  expect(await preview.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);

  await card.getByRole('button', { name: 'Watch Story' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ayesha Baig: success story' });
  await expect(dialog).toBeVisible();
  const video = dialog.locator('video');
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused), { timeout: 10_000 }).toBe(true);
  await page.keyboard.press('Space');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
  await close();
});

test('home: the player says so when a video cannot be loaded', async ({ browser }, testInfo) => {
  const { page, errors, close } = await open(browser, testInfo, '/');
  await page.route('**/videos/karim-shigri.mp4', (route) => route.fulfill({ status: 404, body: 'missing' }));
  const card = page.locator('article').filter({ hasText: 'Karim Shigri' });
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('button', { name: 'Watch Story' }).click();
  await expect(page.getByText('Video Not Available')).toBeVisible();
  await expect(page.getByText('Sorry, this video could not be loaded.')).toBeVisible();
  await page.getByRole('button', { name: 'Close video' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(errors).toEqual([]);
  await close();
});

test('how it works: the tabs switch between clients and freelancers', async ({ browser }, testInfo) => {
  const { page, close } = await open(browser, testInfo, '/how-it-works');
  await page.getByRole('tab', { name: 'For Freelancers' }).click();
  for (const step of ['Create Profile', 'Browse Jobs', 'Submit Proposals', 'Deliver Work', 'Get Paid']) {
    await expect(page.getByRole('tabpanel').getByText(step, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Start Freelancing Now' })).toHaveAttribute('href', '/auth');
  await expect(page.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/auth');
  await expect(page.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '/jobs');
  await close();
});

test('about: branch filters, the empty state and the branch modal', async ({ browser }, testInfo) => {
  const { page, errors, close } = await open(browser, testInfo, '/about');
  const count = page.getByText(/^Showing \d+ of \d+ branches$/);
  const total = Number((await count.textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThanOrEqual(38);
  await page.getByLabel('Type').selectOption('STP');
  await expect(count).toHaveText(`Showing 6 of ${total} branches`);
  await page.getByLabel('Type').selectOption('All');
  await page.getByLabel('District').selectOption('Hunza');
  await page.getByLabel('Search').fill('karimabad');
  await expect(count).toHaveText(`Showing 1 of ${total} branches`);
  await page.getByRole('button', { name: 'View Location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Women Freelancing Hub Karimabad' });
  await expect(dialog.getByRole('img', { name: /Map of Gilgit-Baltistan/ })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Get Directions/ })).toHaveAttribute('target', '_blank');
  await expect(dialog.getByRole('link', { name: 'Contact Branch' })).toHaveAttribute('href', /^tel:\+92/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Search').fill('no such branch');
  await expect(count).toHaveText(`Showing 0 of ${total} branches`);
  await expect(page.getByText('No branches found matching your criteria.')).toBeVisible();
  expect(errors).toEqual([]);
  await close();
});

test('register as freelancer: its two buttons lead on', async ({ browser }, testInfo) => {
  const { page, close } = await open(browser, testInfo, '/register-freelancer');
  await expect(page.getByRole('link', { name: 'Create Your Profile' })).toHaveAttribute(
    'href',
    '/profile/edit',
  );
  await expect(page.getByRole('link', { name: 'Read Success Stories' })).toHaveAttribute(
    'href',
    '/success-stories',
  );
  await close();
});

test('courses: the category filters narrow the catalogue', async ({ browser }, testInfo) => {
  const { page, close } = await open(browser, testInfo, '/courses');
  await page.getByRole('button', { name: 'Bookkeeping' }).click();
  await expect(page.getByRole('button', { name: 'Bookkeeping' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Showing 1 course')).toBeVisible();
  await expect(page).toHaveURL(/category=Bookkeeping/);
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(page.getByText(/^Showing \d+ courses$/)).toBeVisible();
  await close();
});
