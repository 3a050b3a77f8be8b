import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoEnglish, expectNoSidewaysScroll, inUrdu } from '../i18n.ts';
import { expectNoAxeFindings } from '../axe.ts';
import { verifyEmail } from '../mail.ts';

/**
 * Urdu for the money screens (issue 19): projects, a new offer, the wallet and disputes show no
 * English outside what users wrote and do not scroll sideways on a phone; in English their texts
 * are unchanged. Currency codes and the rupee sign are Latin on purpose.
 */

const ALLOW = ['USD', 'PKR', 'Rs'];

async function register(page: Page) {
  const email = `urdu.money.${Date.now()}.${randomBytes(3).toString('hex')}@example.test`;
  const res = await page.request.post('/api/auth/register', {
    data: {
      email,
      password: 'correct-horse-battery',
      firstName: 'عمران',
      lastName: 'ٹیسٹر',
      role: 'client',
    },
  });
  expect(res.status()).toBe(201);
  // A verified address: no e-mail banner (another area's text) on the screens.
  await verifyEmail(page.request, email);
  return ((await res.json()) as { user: { _id: string } }).user._id;
}

const SCREENS: { path: (id: string) => string; heading: string }[] = [
  { path: () => '/projects', heading: 'میرے پروجیکٹس' },
  { path: (id) => `/projects/new?freelancerId=${id}`, heading: 'آفر دیں' },
  { path: () => '/wallet', heading: 'والیٹ' },
  { path: () => '/disputes', heading: 'تنازعات' },
];

test('the money screens in Urdu show no English outside user content and fit a phone', async ({
  page,
  context,
  baseURL,
}) => {
  await inUrdu(context, baseURL!);
  const id = await register(page);
  for (const screen of SCREENS) {
    await page.goto(screen.path(id));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('main h1').first()).toHaveText(screen.heading);
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
    await expectNoEnglish(page, ALLOW);
    await expectNoAxeFindings(page);
  }
  // The wallet's empty states and the withdraw section, in Urdu.
  await page.goto('/wallet');
  await expect(page.getByText('ابھی ادائیگی کا کوئی طریقہ نہیں۔', { exact: false })).toBeVisible();
  await expect(page.getByText('ابھی کوئی اندراج نہیں۔')).toBeVisible();
});

test('in English the money screens keep their texts', async ({ page }) => {
  const id = await register(page);
  await page.goto('/projects');
  await expect(page.locator('main h1').first()).toHaveText('My Projects');
  await expect(page.getByText('Your offers and contracts, as client and as freelancer.')).toBeVisible();
  await expect(page.getByText('No projects yet')).toBeVisible();
  await page.goto(`/projects/new?freelancerId=${id}`);
  await expect(page.getByLabel('Contract title')).toBeVisible();
  await expect(page.getByText("Platform fee (5%, from the freelancer's side)")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send offer' })).toBeVisible();
  await page.goto('/wallet');
  await expect(page.locator('main h1').first()).toHaveText('Wallet');
  await expect(
    page.getByText('No payout methods yet. Add JazzCash, Easypaisa or a bank account.'),
  ).toBeVisible();
  await expect(page.getByText('No entries yet.')).toBeVisible();
  await page.goto('/disputes');
  await expect(page.locator('main h1').first()).toHaveText('Disputes');
  await expect(page.getByRole('button', { name: 'In mediation' })).toBeVisible();
});
