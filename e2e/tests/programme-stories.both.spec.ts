import { randomBytes, randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { storiesAdminEmails } from '../admins.ts';
import { adminWithTwoFactor } from '../admin-sign-up.ts';
import { inUrdu } from '../i18n.ts';

/**
 * Success stories kept by programme staff (issue 36): a member of staff edits a graduate's story in the
 * console, in English and Urdu; a visitor's /success-stories shows it at once in both languages,
 * without its Sample label, the other graduates still samples. On desktop and on a phone, each its own
 * graduate (they run at the same time).
 */
test('programme staff edit a success story in the console, and the public page shows it', async ({
  browser,
}, info) => {
  test.setTimeout(240_000);
  const baseURL = info.project.use.baseURL!;
  const phone = info.project.name === 'phone';
  const graduate = phone
    ? { key: 'farzana-shah', name: 'Farzana Shah', urdu: 'فرزانہ شاہ' }
    : { key: 'imran-ali', name: 'Imran Ali', urdu: 'عمران علی' };
  const clients = randomInt(12, 99);
  const achievement = `Now works for ${clients} clients abroad`;
  const achievementUrdu = `اب بیرونِ ملک ${clients} کلائنٹس کے لیے کام کرتے ہیں`;

  // An admin makes someone programme staff (two-factor on). Both sign up at a desktop's size, where
  // Settings is in the user menu; the staff member then edits on the project's device.
  const desk = { baseURL, viewport: { width: 1366, height: 850 }, isMobile: false, hasTouch: false };
  const adminContext = await browser.newContext(desk);
  const admin = await adminContext.newPage();
  const emails = storiesAdminEmails[phone ? 'phone' : 'desktop'];
  await adminWithTwoFactor(admin, emails[Math.min(info.retry, 1)]!);
  const signUpContext = await browser.newContext(desk);
  const signUp = await signUpContext.newPage();
  await adminWithTwoFactor(signUp, `stories.${randomBytes(4).toString('hex')}@example.test`);
  const me = await (await signUp.request.get('/api/auth/me')).json();
  const granted = await admin.request.post(`/api/admin/users/${me.user._id}/programme`, {
    data: { on: true },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  const staffContext = await browser.newContext({
    baseURL,
    storageState: await signUpContext.storageState(),
  });
  await signUpContext.close();
  const staff = await staffContext.newPage();

  // They change the graduate's achievement in both languages in the console's Programme pages.
  await staff.goto('/admin');
  await staff.getByRole('tab', { name: 'Programme pages' }).click();
  await staff.getByLabel('Entry to edit').selectOption(`story/${graduate.key}`);
  await expect(staff.getByText('Sample: not yet confirmed by staff.')).toBeVisible();
  const names = staff.getByRole('group', { name: 'Name', exact: true });
  await expect(names.getByLabel('English')).toHaveValue(graduate.name);
  await expect(names.getByLabel('Urdu')).toHaveValue(graduate.urdu);
  const field = staff.getByRole('group', { name: 'Achievement', exact: true });
  await field.getByLabel('English').fill(achievement);
  await field.getByLabel('Urdu').fill(achievementUrdu);
  await staff.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText('Saved. The pages show it now.')).toBeVisible();
  await expect(staff.getByText(/Confirmed by staff, version \d+/)).toBeVisible();

  // A visitor's success stories page shows it, no longer a sample; the other graduates still are.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/success-stories');
  // The cards (each card's skills are a list of their own).
  const graduates = visitor.getByRole('region', { name: 'Meet Our Freelancers' }).locator(':scope > ul > li');
  await expect(graduates).toHaveCount(6);
  const card = graduates.filter({ has: visitor.getByRole('heading', { name: graduate.name }) });
  await expect(card).toContainText(achievement);
  await expect(card.getByText('Sample', { exact: true })).toHaveCount(0);
  await expect(
    graduates.filter({ has: visitor.getByRole('heading', { name: 'Ayesha Karim' }) }).getByText('Sample', {
      exact: true,
    }),
  ).toBeVisible();

  // And in Urdu, the Urdu the staff member wrote.
  const urduContext = await browser.newContext({ baseURL });
  await inUrdu(urduContext, baseURL);
  const reader = await urduContext.newPage();
  await reader.goto('/success-stories');
  const urduCard = reader
    .getByRole('region', { name: 'ہمارے فری لانسرز سے ملیں' })
    .locator(':scope > ul > li')
    .filter({ has: reader.getByRole('heading', { name: graduate.urdu }) });
  await expect(urduCard).toContainText(achievementUrdu);
  await expect(urduCard.getByText('نمونہ', { exact: true })).toHaveCount(0);

  // The audit log names what changed.
  const audit = await admin.request.get('/api/admin/audit');
  expect(JSON.stringify(await audit.json())).toContain(`story/${graduate.key}`);

  await Promise.all([
    adminContext.close(),
    staffContext.close(),
    visitorContext.close(),
    urduContext.close(),
  ]);
});
