import { expect, test, type Page } from '@playwright/test';
import { totp } from '../totp.ts';

const PASSWORD = 'a-long-password';
const uniqueEmail = (who: string) =>
  `${who}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;

/** RFC 6238 (SHA-1, 6 digits, 30 s) from a base32 key, as an authenticator app computes it. */
async function signUp(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First Name').fill('Amina');
  await page.getByLabel('Last Name').fill('Baig');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function signIn(page: Page, email: string, remember = false) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(
    page.getByRole('complementary').getByRole('link', { name: 'Sign In', exact: true }),
  ).toBeVisible();
}

test('turns on two-factor in Settings, signs out, and signs in with a code', async ({ page }) => {
  const email = uniqueEmail('twofactor');
  await signUp(page, email);
  await expect(page.getByRole('region', { name: 'Email not verified' })).toContainText(email);

  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('list', { name: 'Sessions' })).toContainText('This device');
  await page.getByRole('button', { name: 'Set up two-factor' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await page.getByLabel('Setup key').textContent())!.trim();
  await page.getByLabel('Code from the app').fill(totp(key));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await expect(page.getByText('Two-factor authentication is on.', { exact: true })).toBeVisible();

  await logOut(page);
  await signIn(page, email);
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await code.fill(totp(key, Date.now() + 30_000)); // the next step: the first code was used
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await (await page.request.get('/api/auth/me')).json()).user).toMatchObject({
    email,
    twoFactorEnabled: true,
  });
});

test('Remember me decides between a browser-session cookie and a 30-day one', async ({ page, context }) => {
  const email = uniqueEmail('remember');
  await signUp(page, email);
  await logOut(page);

  await signIn(page, email, false);
  await expect(page).toHaveURL(/\/$/);
  const session = (await context.cookies()).find((c) => c.name === 'kt_session')!;
  expect(session.expires).toBe(-1);
  expect(session.httpOnly).toBe(true);
  await logOut(page);

  await signIn(page, email, true);
  await expect(page).toHaveURL(/\/$/);
  const remembered = (await context.cookies()).find((c) => c.name === 'kt_session')!;
  expect(remembered.expires * 1000).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
});

test('forgot password: the link from sign-in, the same answer for any address, and bad links', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  // The page loads lazily: fill the form once it is there, and only send what was really typed.
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  const address = uniqueEmail('nobody');
  const field = page.getByRole('form', { name: 'Forgot password' }).getByLabel('Email');
  await expect(async () => {
    await field.fill(address);
    await expect(field).toHaveValue(address);
  }).toPass();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for this email');

  await page.goto('/auth/reset-password');
  await expect(page.getByRole('alert')).toContainText('This link is incomplete');
  await page.goto('/auth/reset-password?token=not-a-real-token');
  await page.getByLabel('New password', { exact: true }).fill('another-long-password');
  await page.getByLabel('Confirm new password').fill('another-long-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired');

  await page.goto('/auth/verify-email?token=not-a-real-token');
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired');
});
