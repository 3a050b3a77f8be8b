import { randomBytes, randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { programmeAdminEmails } from '../admins.ts';
import { adminWithTwoFactor } from '../admin-sign-up.ts';

/**
 * Programme content kept by its staff (issue 36 part 1): an admin makes someone programme staff; they
 * change a hub's phone number and a cohort in the console; a visitor's IT hubs, About and Upcoming
 * courses pages show both at once, without the Sample label.
 */
test('programme staff change a hub phone and a cohort in the console, and the public pages show them', async ({
  browser,
}, info) => {
  test.setTimeout(240_000);
  const baseURL = info.project.use.baseURL;
  const phone = `+92 5815 ${randomInt(100_000, 999_999)}`;
  const seats = randomInt(31, 59);

  // An admin grants the programme flag to a member of staff who has two-factor on.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await adminWithTwoFactor(admin, programmeAdminEmails[Math.min(info.retry, 1)]!);
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await adminWithTwoFactor(staff, `programme.${randomBytes(4).toString('hex')}@example.test`);
  const me = await (await staff.request.get('/api/auth/me')).json();
  const granted = await admin.request.post(`/api/admin/users/${me.user._id}/programme`, {
    data: { on: true },
  });
  expect(granted.status(), await granted.text()).toBe(200);

  // The staff member edits in the console's Programme pages screen.
  await staff.goto('/admin');
  await staff.getByRole('tab', { name: 'Programme pages' }).click();
  const entry = staff.getByLabel('Entry to edit');
  await entry.selectOption('branch/stp-skardu');
  await expect(staff.getByText('Sample: not yet confirmed by staff.')).toBeVisible();
  await staff.getByLabel('Phone').fill(phone);
  await staff.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText('Saved. The pages show it now.')).toBeVisible();
  await expect(staff.getByText(/Confirmed by staff, version \d+/)).toBeVisible();

  await entry.selectOption('cohort/bookkeeping-2027-03-01');
  await staff.getByLabel('Seats').fill(String(seats));
  await staff.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText(/Confirmed by staff, version \d+/)).toBeVisible();
  await expect(staff.getByLabel('Seats')).toHaveValue(String(seats));

  // A visitor sees both changes on every page that shows them.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/it-hubs');
  const hub = visitor
    .getByRole('listitem')
    .filter({ has: visitor.getByRole('heading', { name: 'Software Technology Park Skardu' }) });
  await expect(hub).toContainText(phone);
  await expect(hub).not.toContainText('(sample)');
  await expect(hub.getByRole('link', { name: /Contact/ })).toHaveAttribute(
    'href',
    `tel:${phone.replace(/[^\d+]/g, '')}`,
  );

  await visitor.goto('/about');
  await visitor.getByLabel('Search', { exact: true }).fill('Software Technology Park Skardu');
  await expect(
    visitor.getByRole('article').filter({ hasText: 'Software Technology Park Skardu' }),
  ).toContainText(phone);

  await visitor.goto('/upcoming-courses');
  const cohort = visitor.getByRole('article').filter({ hasText: 'Bookkeeping with QuickBooks and Xero' });
  await expect(cohort).toContainText(`${seats} seats`);
  await expect(cohort).not.toContainText('Sample');

  // The audit log names who changed what.
  const audit = await admin.request.get('/api/admin/audit');
  expect(audit.status()).toBe(200);
  expect(JSON.stringify(await audit.json())).toContain('branch/stp-skardu');

  await Promise.all([adminContext.close(), staffContext.close(), visitorContext.close()]);
});
