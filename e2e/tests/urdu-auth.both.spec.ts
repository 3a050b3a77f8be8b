import type { Page } from '@playwright/test';
import { expect, register, test } from '../fixtures.ts';
import { expectNoEnglish, expectNoSidewaysScroll, inUrdu } from '../i18n.ts';
import { expectNoAxeFindings } from '../axe.ts';

/**
 * Urdu for the account screens (issue 19): sign in (and its two-factor step), sign up with the role
 * choice, forgot and reset password, the e-mail confirmation page and banner, the Google role page
 * and Become a Freelancer show no English outside user content (the server's own messages are
 * marked as such) and do not scroll sideways on a phone.
 */

async function expectUrdu(page: Page, heading: string | RegExp) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('main h1').first()).toHaveText(heading);
  await expectNoSidewaysScroll(page);
  await expectNoEnglish(page);
  await expectNoAxeFindings(page);
}

test('the guest account screens in Urdu show no English and fit a phone', async ({
  page,
  context,
  baseURL,
}) => {
  await inUrdu(context, baseURL!);

  await page.goto('/auth');
  await page.waitForLoadState('networkidle');
  await expectUrdu(page, 'دوبارہ خوش آمدید');
  await expect(page.getByRole('form', { name: 'سائن اِن' })).toBeVisible();

  await page.getByRole('tab', { name: 'سائن اپ' }).click();
  await expect(page.getByRole('radio', { name: /ماہرین کی خدمات لیں/ })).toBeVisible();
  await expectUrdu(page, /میں شامل ہو جائیں$/);

  await page.goto('/auth?step=2fa');
  await expect(page.getByLabel('تصدیقی کوڈ')).toBeVisible();
  await expectUrdu(page, 'دوبارہ خوش آمدید');

  await page.goto('/auth/forgot-password');
  await expectUrdu(page, 'پاس ورڈ بھول گئے');
  await page.getByLabel('ای میل').fill(`urdu.forgot.${Date.now()}@example.test`);
  await page.getByRole('button', { name: 'ری سیٹ لنک بھیجیں' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await expectNoEnglish(page);
  await expectNoAxeFindings(page);

  await page.goto('/auth/reset-password');
  await expect(page.getByRole('alert')).toContainText('یہ لنک نامکمل ہے۔');
  await expectUrdu(page, 'پاس ورڈ ری سیٹ کریں');
  await page.goto('/auth/reset-password?token=not-a-real-token');
  await page.getByLabel('نیا پاس ورڈ', { exact: true }).fill('a-brand-new-password');
  await page.getByLabel('نئے پاس ورڈ کی تصدیق کریں').fill('another-password');
  await page.getByRole('button', { name: 'نیا پاس ورڈ محفوظ کریں' }).click();
  await expect(page.getByRole('alert')).toContainText('دونوں پاس ورڈ ایک جیسے نہیں ہیں');
  await expectUrdu(page, 'پاس ورڈ ری سیٹ کریں');
  // The server's refusal of the token is its own message (user content); the link around it is Urdu.
  await page.getByLabel('نئے پاس ورڈ کی تصدیق کریں').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'نیا پاس ورڈ محفوظ کریں' }).click();
  await expect(page.getByRole('alert').getByRole('link', { name: 'نیا لنک منگوائیں' })).toBeVisible();
  await expectNoEnglish(page);
  await expectNoAxeFindings(page);

  await page.goto('/auth/verify-email');
  await expect(page.getByRole('alert')).toHaveText('یہ لنک نامکمل ہے۔');
  await expectUrdu(page, 'اپنے ای میل کی تصدیق کریں');

  await page.goto('/auth/google');
  await expect(page.getByRole('button', { name: 'اکاؤنٹ بنائیں' })).toBeVisible();
  await expectUrdu(page, 'بس ایک قدم اور');

  await page.goto('/register-freelancer');
  await expect(page.getByRole('heading', { name: 'مقبول شعبے' })).toBeVisible();
  await expectUrdu(page, 'فری لانسر بنیں');
});

test('signed in but unconfirmed: the banner and the confirmation page are in Urdu', async ({
  page,
  context,
  baseURL,
}) => {
  await inUrdu(context, baseURL!);
  await register(page.request, { firstName: 'ثنا', lastName: 'علی', verified: false });

  await page.goto('/register-freelancer');
  const banner = page.getByRole('region', { name: 'ای میل کی تصدیق نہیں ہوئی' });
  await expect(banner.getByRole('button', { name: 'لنک دوبارہ بھیجیں' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectUrdu(page, 'فری لانسر بنیں');

  await page.goto('/auth/verify-email?token=not-a-real-token');
  await expect(page.getByRole('alert')).toContainText('سیٹنگز میں نیا لنک منگوا سکتے ہیں۔');
  await expectUrdu(page, 'اپنے ای میل کی تصدیق کریں');
});

test('in English the account screens keep their texts', async ({ page }) => {
  await page.goto('/register-freelancer');
  await expect(page.locator('main h1').first()).toHaveText('Become a Freelancer');
  await expect(page.getByRole('heading', { name: 'Why Freelance With Us' })).toBeVisible();
  await expect(page.getByText('Freelancers in the programme')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Web Development' })).toBeVisible();
  await page.goto('/auth');
  await expect(page.locator('main h1').first()).toHaveText('Welcome back');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByText('Use 8 or more characters.')).toBeVisible();
  await expect(
    page.getByText('By creating an account, you agree to our Terms of Service and Privacy Policy.'),
  ).toBeVisible();
  await page.goto('/auth/reset-password');
  await expect(page.getByRole('alert')).toHaveText('This link is incomplete. Ask for a new one.');
});
