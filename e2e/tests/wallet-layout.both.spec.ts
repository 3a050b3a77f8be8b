import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { verifyEmail } from '../mail.ts';
import { expectNoAxeFindings } from '../axe.ts';

test('the wallet fits a phone, passes axe and can be used with the keyboard', async ({ browser }, info) => {
  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: info.project.use.viewport ?? null,
    isMobile: info.project.use.isMobile ?? false,
  });
  const page = await context.newPage();
  const email = `wallet.${Date.now()}.${randomBytes(3).toString('hex')}@example.test`;
  const res = await page.request.post('/api/auth/register', {
    data: {
      email,
      password: 'correct-horse-battery',
      firstName: 'Imran',
      lastName: 'Tester',
      role: 'freelancer',
    },
  });
  expect(res.status()).toBe(201);
  // Funding escrow and withdrawing need a verified address: follow the sign-up mail's link.
  await verifyEmail(page.request, email);
  await page.goto('/wallet');
  await expect(page.getByText('No payout methods yet.')).toBeVisible();
  await expect(page.getByText('No entries yet.')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(1);
  await expectNoAxeFindings(page);

  // Keyboard only: fill the form field by field and submit with Enter.
  await page.getByLabel('Method', { exact: true }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.type('0345 1234567');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Imran Tester');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Your payout methods' }).getByText('Easypaisa')).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Your payout methods' }).getByText('JazzCash •••• 4567'),
  ).toBeVisible();
  await context.close();
});
