import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { englishWords, expectNoEnglish, expectNoSidewaysScroll, inUrdu } from '../i18n.ts';
import { expectNoAxeFindings } from '../axe.ts';

/**
 * Urdu for validation and server messages (issue 19): the shared schemas' and the API's English
 * messages reach the screen in Urdu through FieldError and the notices (lib/i18n/server-messages.ts);
 * in English they stay exactly as the spec writes them.
 */

test('in Urdu the contact form’s field errors and a refused sign-in are in Urdu', async ({
  page,
  context,
  baseURL,
}) => {
  await inUrdu(context, baseURL!);

  // The contact form sent empty: each field says it is required, in Urdu.
  await page.goto('/contact');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('main h1').first()).toHaveText('ہم سے رابطہ کریں');
  await page.getByRole('button', { name: 'پیغام بھیجیں' }).click();
  await expect(page.locator('#contact-name-error')).toHaveText('نام ضروری ہے');
  await expect(page.locator('#contact-email-error')).toHaveText('ای میل ضروری ہے');
  await expect(page.locator('#contact-subject-error')).toHaveText('موضوع ضروری ہے');
  await expect(page.locator('#contact-message-error')).toHaveText('پیغام ضروری ہے');
  // Too short, and an address that is not one: the templated messages, with the field's name.
  await page.locator('#contact-name').fill('A');
  await page.locator('#contact-email').fill('not-an-address');
  await page.locator('#contact-subject').fill('Hi');
  await page.locator('#contact-message').fill('Short');
  await page.getByRole('button', { name: 'پیغام بھیجیں' }).click();
  await expect(page.locator('#contact-name-error')).toHaveText('نام میں کم از کم 2 حروف ہونے چاہییں');
  await expect(page.locator('#contact-email-error')).toHaveText('براہِ کرم درست ای میل ایڈریس درج کریں');
  await expect(page.locator('#contact-subject-error')).toHaveText('موضوع میں کم از کم 5 حروف ہونے چاہییں');
  await expect(page.locator('#contact-message-error')).toHaveText('پیغام میں کم از کم 10 حروف ہونے چاہییں');
  // What was typed is user content; the rest of the screen has no English.
  await expectNoEnglish(page, ['Hi', 'Short', 'not-an-address']);
  await expectNoAxeFindings(page);
  await expectNoSidewaysScroll(page);

  // A wrong password: the server's 'Invalid email or password' in an Urdu notice titled in Urdu.
  await page.goto('/auth');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.locator('#signin-email').fill(`nobody.${randomBytes(4).toString('hex')}@example.test`);
  await page.locator('#signin-password').fill('not-the-password');
  await page.locator('#signin-password').press('Enter');
  const notice = page.locator('[data-sonner-toast]').filter({ hasText: 'ای میل یا پاس ورڈ درست نہیں' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('خرابی');
  expect(englishWords(await notice.innerText())).toEqual([]);
  await expectNoSidewaysScroll(page);
});

test('in English the same messages stay as the spec writes them', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('#contact-name-error')).toHaveText('Name is required');
  await expect(page.locator('#contact-email-error')).toHaveText('Email is required');

  await page.goto('/auth');
  await page.locator('#signin-email').fill(`nobody.${randomBytes(4).toString('hex')}@example.test`);
  await page.locator('#signin-password').fill('not-the-password');
  await page.locator('#signin-password').press('Enter');
  const notice = page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid email or password' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Error');
});
