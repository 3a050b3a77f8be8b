import { randomBytes, randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { programmeEntriesAdminEmails } from '../admins.ts';
import { ADMIN_PASSWORD } from '../admin-sign-up.ts';
import { verifyEmail } from '../mail.ts';
import { totp } from '../totp.ts';

/** Signed up, verified and two-factor on through the API (the page's cookie), on any screen size. */
async function withTwoFactor(page: Page, email: string) {
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password: ADMIN_PASSWORD, firstName: 'Sana', lastName: 'Operator', role: 'client' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await verifyEmail(page.request, email);
  const setup = await page.request.post('/api/auth/2fa/setup');
  const { secret } = (await setup.json()) as { secret: string };
  const enabled = await page.request.post('/api/auth/2fa/enable', { data: { code: totp(secret) } });
  expect(enabled.status(), await enabled.text()).toBe(200);
}

/**
 * Issue 36 (programme content, decision 038), on a phone and a desktop: programme staff add a branch
 * in the console (copied from another, under a new name), a visitor finds it in the About page's
 * directory; staff remove it (after confirming) and it is gone.
 */
test('programme staff add a branch, the About page lists it, and once removed it is gone', async ({
  browser,
}, info) => {
  test.setTimeout(240_000);
  // The project's screen (a phone's or a desktop's) for every person of the journey.
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = info.project.use;
  const screen = { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch };
  const suffix = randomBytes(3).toString('hex');
  const name = `Freelancing Hub Minimarg ${suffix}`;
  const phone = `+92 5817 ${randomInt(100_000, 999_999)}`;

  const adminContext = await browser.newContext({ ...screen, serviceWorkers: 'block' });
  const admin = await adminContext.newPage();
  await withTwoFactor(
    admin,
    programmeEntriesAdminEmails[(info.project.name === 'phone' ? 2 : 0) + Math.min(info.retry, 1)]!,
  );
  const staffContext = await browser.newContext({ ...screen, serviceWorkers: 'block' });
  const staff = await staffContext.newPage();
  await withTwoFactor(staff, `programme.${randomBytes(4).toString('hex')}@example.test`);
  const me = await (await staff.request.get('/api/auth/me')).json();
  const granted = await admin.request.post(`/api/admin/users/${me.user._id}/programme`, {
    data: { on: true },
  });
  expect(granted.status(), await granted.text()).toBe(200);

  await staff.goto('/admin');
  await staff.getByRole('tab', { name: 'Programme pages' }).click();
  const entry = staff.getByLabel('Entry to edit');
  await entry.selectOption('branch/flh-astore');
  await staff.getByRole('button', { name: 'Add a branch' }).click();
  const names = staff.getByRole('group', { name: 'Name' });
  await names.getByLabel('English').fill(name);
  await names.getByLabel('Urdu').fill('');
  await staff.getByLabel('Phone').fill(phone);
  await staff.getByRole('button', { name: 'Add a branch' }).click();
  await expect(staff.getByText('Added. The pages show it now.')).toBeVisible();
  await expect(entry).toHaveValue(`branch/freelancing-hub-minimarg-${suffix}`);

  const visitorContext = await browser.newContext({ ...screen, serviceWorkers: 'block' });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/about');
  await visitor.getByLabel('Search', { exact: true }).fill(name);
  const card = visitor.getByRole('article').filter({ hasText: name });
  await expect(card).toContainText(phone);
  await expect(card).not.toContainText('(sample)');

  // Removing asks first; then the entry is gone from the console and the directory.
  await staff.getByRole('button', { name: 'Remove', exact: true }).click();
  const dialog = staff.getByRole('dialog');
  await expect(dialog).toContainText(`Remove ${name}?`);
  await dialog.getByRole('button', { name: 'Remove it' }).click();
  await expect(staff.getByText('Removed. The pages no longer show it.')).toBeVisible();
  await expect(entry).not.toHaveValue(`branch/freelancing-hub-minimarg-${suffix}`);
  await expect(entry.locator(`option[value="branch/freelancing-hub-minimarg-${suffix}"]`)).toHaveCount(0);

  await visitor.goto('/about');
  await visitor.getByLabel('Search', { exact: true }).fill(name);
  await expect(visitor.getByRole('article').filter({ hasText: name })).toHaveCount(0);

  const audit = JSON.stringify(await (await admin.request.get('/api/admin/audit')).json());
  expect(audit).toContain('programme.delete');
  expect(audit).toContain(`branch/freelancing-hub-minimarg-${suffix}`);

  await Promise.all([adminContext.close(), staffContext.close(), visitorContext.close()]);
});
