import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeFindings } from '../axe.ts';

const PASSWORD = 'e2e-password-123';

async function register(request: APIRequestContext, role: 'client' | 'freelancer') {
  const email = `${role}.${Date.now()}.${randomBytes(3).toString('hex')}@example.test`;
  const res = await request.post('/api/auth/register', {
    data: { email, password: PASSWORD, firstName: 'Layout', lastName: 'Tester', role },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The signed-in notifications page on a phone and a desktop: texts, no sideways scroll, axe. */
test('notifications: tabs, count, mark all as read, empty unread tab, accessible', async ({
  browser,
}, testInfo) => {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await register(page.request, 'client');
  const created = await page.request.post('/api/jobs', {
    multipart: {
      title: 'Website for a trekking company in Skardu',
      category: 'Web Development',
      description: 'A fast website with tour listings, prices and a booking enquiry form for trekkers.',
      skills: JSON.stringify(['React']),
      budgetType: 'fixed',
      budgetMin: '300',
      budgetMax: '700',
      duration: '1-3-months',
      experienceLevel: 'Intermediate',
    },
  });
  expect(created.status()).toBe(201);
  const jobId = (await created.json()).job._id as string;
  const other = await browser.newContext({ baseURL });
  await register(other.request, 'freelancer');
  const proposed = await other.request.post('/api/applications', {
    data: { jobId, coverLetter: 'I have built sites for three tour operators.', deliveryTime: '2 weeks' },
  });
  expect(proposed.status()).toBe(201);

  await page.goto('/notifications');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(main.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('tab', { name: 'Unread (1)' })).toBeVisible();
  await expect(
    main.getByRole('button', { name: /New proposal on "Website for a trekking company/ }),
  ).toBeVisible();
  await expect(main.getByRole('checkbox', { name: 'Proposals' })).toBeChecked();
  if (isMobile)
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Notifications 1 unread' }),
    ).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(1);
  await expectNoAxeFindings(page);

  await main.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(main.getByRole('tab', { name: 'Unread (0)' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await main.getByRole('tab', { name: 'Unread (0)' }).click();
  await expect(main.getByText('No notifications')).toBeVisible();
  expect(errors).toEqual([]);
  await other.close();
  await context.close();
});
