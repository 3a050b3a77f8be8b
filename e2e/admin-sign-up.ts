import { expect, type Page } from '@playwright/test';
import { verifyEmail } from './mail.ts';
import { totp } from './totp.ts';

/** The password `adminWithTwoFactor` signs up with. */
export const ADMIN_PASSWORD = 'a-long-password';

/**
 * Signs an admin address (admins.ts) up in the browser, opens the mailed verification link (a listed
 * address is an admin only once verified) and turns two-factor on in Settings.
 */
export async function adminWithTwoFactor(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First Name').fill('Sana');
  await page.getByLabel('Last Name').fill('Operator');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await verifyEmail(page.request, email);
  await page.reload();
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Set up two-factor' }).click();
  const key = (await page.getByLabel('Setup key').textContent())!.trim();
  await page.getByLabel('Code from the app').fill(totp(key));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-factor authentication is on.', { exact: true })).toBeVisible();
}
