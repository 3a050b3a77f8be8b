import { expect, test } from '@playwright/test';

/** The /auth screen on a phone: nothing scrolls sideways, and a new account reaches the user menu. */
test('signs up on a phone and finds the user menu in the slide-out navigation', async ({ page }) => {
  await page.goto('/auth');
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(1);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  expect(await overflow()).toBeLessThanOrEqual(1);
  const email = `p${Date.now().toString(36)}@ex.test`;
  await page.getByRole('radio', { name: /Hire Talent/ }).check();
  await page.getByLabel('First Name').fill('Sana');
  await page.getByLabel('Last Name').fill('Ali');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByTestId('user-menu-email')).toHaveText(email);
});
