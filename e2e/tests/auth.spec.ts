import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'a-long-password';
const uniqueEmail = (who: string) =>
  `${who}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
/** The e-mail as the user menu shows it: past 25 characters, 22 plus an ellipsis. */
const shown = (email: string) => (email.length > 25 ? `${email.slice(0, 22)}...` : email);

async function signUp(page: Page, role: 'Find Work' | 'Hire Talent', email: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByRole('radio', { name: new RegExp(role) }).check();
  await page.getByLabel('First Name').fill(role === 'Hire Talent' ? 'Karim' : 'Amina');
  await page.getByLabel('Last Name').fill(role === 'Hire Talent' ? 'Khan' : 'Baig');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const nav = page.getByRole('complementary');
  await expect(nav.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
}

for (const [role, expected] of [
  ['Hire Talent', 'client'],
  ['Find Work', 'freelancer'],
] as const) {
  test(`signs up to ${role} through /auth, logs out, and signs back in`, async ({ page }) => {
    const email = uniqueEmail(expected);
    await signUp(page, role, email);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('user-menu-email')).toHaveText(shown(email));
    const me = await page.request.get('/api/auth/me');
    expect((await me.json()).user).toMatchObject({ email, role: expected });

    await logOut(page);
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);

    await signIn(page, email.toUpperCase());
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('user-menu-email')).toHaveText(shown(email));
    // A signed-in visitor is sent away from /auth.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
  });
}

test('shows busy labels and keeps the visitor on /auth with an Error notice on failure', async ({ page }) => {
  const email = uniqueEmail('wrong');
  await signUp(page, 'Find Work', email);
  await expect(page).toHaveURL(/\/$/);
  await logOut(page);

  await page.route('**/api/auth/login', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
  const notice = page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid email or password' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Error');
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First Name').fill('Again');
  await page.getByLabel('Last Name').fill('Same');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'An account with this email already exists' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the navigation’s Sign Up button opens the Sign Up tab', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('complementary').getByRole('link', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
  await expect(page.getByRole('button', { name: /google/i })).toHaveCount(0);
});
