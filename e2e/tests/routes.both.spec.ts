import { expect, test } from '@playwright/test';

/** Every route of the spec's table renders inside the layout without page errors. */
const ROUTES = [
  '/',
  '/jobs',
  '/jobs/00000000-0000-4000-8000-000000000000',
  '/talent',
  '/u/00000000-0000-4000-8000-000000000000',
  '/how-it-works',
  '/about',
  '/contact',
  '/post-job',
  '/my-jobs',
  '/messages',
  '/notifications',
  '/gallery',
  '/success-stories',
  '/it-hubs',
  '/register-freelancer',
  '/auth',
  '/resources',
  '/terms',
  '/courses',
  '/upcoming-courses',
];

for (const route of ROUTES) {
  test(`renders ${route}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    const res = await page.goto(route);
    expect(res?.status()).toBe(200);
    await expect(page.locator('main h1').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
  });
}

test('an unknown path answers 404 and shows the 404 page with a link home', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: /home/i }).last().click();
  await expect(page).toHaveURL(/\/$/);
});

test('the navigation highlights Home only on the root and others by prefix', async ({ page, isMobile }) => {
  await page.goto('/jobs/00000000-0000-4000-8000-000000000000');
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' }).last();
  await expect(nav.getByRole('link', { name: 'Find Work' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
});

test('Back while the next page is still loading shows the page left, not an empty screen', async ({
  page,
}) => {
  // The next page's code arrives late, so Back happens while it is on its way.
  await page.route('**/assets/how-it-works-page-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto('/about');
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.evaluate(() => {
    history.pushState({}, '', '/how-it-works');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
  // And the page that was loading still opens afterwards.
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible();
});
