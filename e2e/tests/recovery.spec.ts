import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { mailedLink, mailsTo } from '../mail.ts';
import { expect, register, test } from '../fixtures.ts';

const NEW_PASSWORD = 'a-brand-new-password';
/** The e-mail as the user menu shows it: past 25 characters, 22 plus an ellipsis. */
const shown = (email: string) => (email.length > 25 ? `${email.slice(0, 22)}...` : email);

/** /api/auth/me from the page, on the page's origin (its cookie; page.request uses baseURL's). */
const me = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/auth/me');
    return { status: res.status, user: res.ok ? ((await res.json()) as { user: unknown }).user : undefined };
  });

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function setNewPassword(page: Page, password: string) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
}

test('a forgotten password is reset through the mailed link, which works once', async ({ page, request }) => {
  // The account is made through the API in a context of its own: the browser stays a guest.
  const { email, password } = await register(request, { firstName: 'Nadia', lastName: 'Shah' });

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  // The same answer as for an unknown address (accounts.spec.ts).
  await expect(page.getByRole('status')).toContainText('If an account exists for this email');

  const link = await mailedLink(email, '/auth/reset-password');
  // Without PUBLIC_URL the links point to this server on localhost.
  const port = new URL(baseURL).port;
  expect(new URL(link).origin).toBe(`http://localhost:${port}`);

  // The link as mailed: the rest of the journey stays on its origin.
  await page.goto(link);
  await expect(page.getByRole('form', { name: 'Reset password' })).toBeVisible();
  await setNewPassword(page, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/auth$/);
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Your password has been reset' }),
  ).toBeVisible();
  // Every session ended: the one the sign-up started too.
  expect((await request.get('/api/auth/me')).status()).toBe(401);
  // And the server said so by mail.
  await expect
    .poll(() => mailsTo(email).some((m) => m.text.includes('password of your account was just changed')), {
      timeout: 15_000,
    })
    .toBe(true);

  // The old password no longer works.
  await signIn(page, email, password);
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // The new one does, through the form.
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await expect(page.getByTestId('user-menu-email')).toHaveText(shown(email));
  await page.keyboard.press('Escape');
  expect((await me(page)).user).toMatchObject({ email, emailVerified: true }); // the mail proved it

  // The link works once.
  await page.goto(link);
  await setNewPassword(page, 'yet-another-password');
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired');
  expect((await me(page)).status).toBe(200);
});

test('the verification link from the sign-up mail confirms the address and the banner goes', async ({
  signUp,
}) => {
  const { page, email } = await signUp({ firstName: 'Omar', lastName: 'Raza', verified: false });
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Email not verified' });
  await expect(banner).toContainText(email);

  const link = new URL(await mailedLink(email, '/auth/verify-email'));
  // The mail points to localhost; the session's cookie belongs to the test's origin, so the
  // link's path and token are opened there.
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/auth\/verify-email\?token=/);
  await expect(page.getByRole('status')).toContainText('Your email is verified. Thank you!');
  await expect(banner).toBeHidden();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner).toBeHidden();
  expect((await (await page.request.get('/api/auth/me')).json()).user).toMatchObject({
    email,
    emailVerified: true,
  });

  // A second visit: the token was used.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired');
  await page.goto('/');
  await expect(banner).toBeHidden();
});
