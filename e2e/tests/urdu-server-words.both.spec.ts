import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectNoEnglish, inUrdu, LOCALE_COOKIE } from '../i18n.ts';
import { expectNoAxeFindings } from '../axe.ts';

/**
 * What the server writes, in the reader's language (issue 34): notifications, the wallet's entries,
 * a contract's activity and a dispute's thread are worded when read, so an Urdu reader sees no
 * English outside what people wrote (here people write in Urdu too, so any Latin word is ours).
 * Switching back to English gives every English text back. With SHOTS_DIR set, the phone project
 * saves screenshots of the wallet, the contract and the dispute in both languages.
 */

const ALLOW = ['USD', 'PKR', 'Rs'];
const SHOTS = process.env.SHOTS_DIR;

async function ok(request: APIRequestContext, url: string, data?: unknown) {
  const res = await request.post(url, data === undefined ? {} : { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

async function screen(page: Page, url: string, text: string | RegExp) {
  await page.goto(url);
  await expect(page.locator('main').getByText(text).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function shot(page: Page, name: string, isMobile: boolean) {
  if (!SHOTS || !isMobile) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('notifications, wallet entries, a contract and a dispute in Urdu show no English outside what people wrote', async ({
  signUp,
  baseURL,
  isMobile,
}) => {
  test.setTimeout(240_000);
  const client = await signUp({ role: 'client', firstName: 'ثنا', lastName: 'اقبال' });
  const freelancer = await signUp({ role: 'freelancer', firstName: 'عمران', lastName: 'حسین' });
  const { contract } = await ok(client.page.request, '/api/contracts', {
    freelancerId: freelancer.id,
    title: 'گیسٹ ہاؤس کی ویب سائٹ',
    description: 'کریم آباد کے ایک گیسٹ ہاؤس کے لیے بکنگ ویب سائٹ۔',
    currency: 'USD',
    milestones: [
      { title: 'ڈیزائن', amount: 20_000 },
      { title: 'پوری ویب سائٹ', amount: 30_000 },
    ],
  });
  const [design, site] = contract.milestones.map((x: { _id: string }) => x._id) as [string, string];
  await ok(freelancer.page.request, `/api/contracts/${contract._id}/accept`);
  await ok(client.page.request, `/api/milestones/${design}/fund`);
  await ok(freelancer.page.request, `/api/milestones/${design}/submit`, { message: 'ڈیزائن تیار ہے' });
  await ok(client.page.request, `/api/milestones/${design}/approve`);
  await ok(client.page.request, `/api/milestones/${site}/fund`);
  const { dispute } = await ok(client.page.request, `/api/milestones/${site}/dispute`, {
    reason: 'کام وقت پر نہیں ملا',
    proposal: { toFreelancer: 10_000, toClient: 20_000 },
  });
  await ok(freelancer.page.request, `/api/disputes/${dispute._id}/respond`, {
    proposal: { toFreelancer: 20_000, toClient: 10_000 },
    message: 'زیادہ تر کام ہو چکا ہے',
  });

  for (const person of [client, freelancer]) await inUrdu(person.context, baseURL!);
  const f = freelancer.page;
  const c = client.page;

  // The freelancer's notifications: the offer, the payment, the dispute, the counter's answer.
  await screen(f, '/notifications', 'آپ کو ایک نئی آفر ملی ہے');
  await expect(f.locator('main').getByText('مرحلہ منظور اور ادائیگی ہو گئی')).toBeVisible();
  await expect(f.locator('main').getByText('ایک مرحلے پر تنازع')).toBeVisible();
  await expectNoEnglish(f, ALLOW);
  await expectNoAxeFindings(f);

  // The contract's activity, both sides.
  await screen(f, `/projects/${contract._id}`, 'آفر قبول کر لی گئی');
  await expect(
    f
      .locator('main')
      .getByText(/ایسکرو میں ہیں/)
      .first(),
  ).toBeVisible();
  await expectNoEnglish(f, ALLOW);
  await expectNoAxeFindings(f);
  await shot(f, 'contract-ur', isMobile);
  await screen(c, `/projects/${contract._id}`, /تنازع کھولا/);
  await expectNoEnglish(c, ALLOW);
  await expectNoAxeFindings(c);

  // The dispute's thread.
  await screen(c, `/disputes/${dispute._id}`, /تنازع کھولا/);
  await expect(
    c
      .locator('main')
      .getByText(/فری لانسر نے تجویز دی/)
      .first(),
  ).toBeVisible();
  await expectNoEnglish(c, ALLOW);
  await expectNoAxeFindings(c);
  await shot(c, 'dispute-ur', isMobile);

  // The wallet's entries: the client's escrow payments, the freelancer's release and fee.
  await screen(c, '/wallet', 'ایسکرو میں جمع کی گئی');
  await expectNoEnglish(c, ALLOW);
  await expectNoAxeFindings(c);
  await shot(c, 'wallet-client-ur', isMobile);
  await screen(f, '/wallet', 'پلیٹ فارم فیس');
  await expectNoEnglish(f, ALLOW);
  await expectNoAxeFindings(f);
  await shot(f, 'wallet-ur', isMobile);

  // Back to English: the same screens say it all in English again.
  await f.context().addCookies([{ name: LOCALE_COOKIE, value: 'en', url: baseURL! }]);
  await c.context().addCookies([{ name: LOCALE_COOKIE, value: 'en', url: baseURL! }]);
  await screen(f, '/notifications', 'You have a new offer');
  await expect(f.locator('main').getByText('Milestone approved and paid')).toBeVisible();
  await screen(f, `/projects/${contract._id}`, 'Offer accepted');
  await shot(f, 'contract-en', isMobile);
  await screen(c, `/disputes/${dispute._id}`, /The client disputed/);
  await expect(
    c
      .locator('main')
      .getByText(/The freelancer proposed/)
      .first(),
  ).toBeVisible();
  await shot(c, 'dispute-en', isMobile);
  await screen(f, '/wallet', 'Platform fee');
  await shot(f, 'wallet-en', isMobile);
  await screen(c, '/wallet', 'Paid into escrow');
  await shot(c, 'wallet-client-en', isMobile);
});

test('the board in Urdu names Notifications in Urdu, and switching back restores every English text', async ({
  signUp,
  baseURL,
}) => {
  const person = await signUp({ role: 'freelancer', firstName: 'گلناز', lastName: 'شگری' });
  const { page } = person;
  await inUrdu(person.context, baseURL!);
  await page.goto('/jobs');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.waitForLoadState('networkidle');
  // Everything outside main too: the top bar, the side navigation, the toasts' region.
  await expectNoEnglish(page, ALLOW);
  await expectNoAxeFindings(page);
  const names = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[aria-label]')).map((e) => e.getAttribute('aria-label') ?? ''),
  );
  expect(names.filter((n) => /Notifications/.test(n))).toEqual([]);
  const titles = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[title]')).map((e) => e.getAttribute('title') ?? ''),
  );
  expect(titles.filter((n) => /[A-Za-z]{2,}/.test(n) && !n.includes('@'))).toEqual([]);

  // The switch back, from the menu of the page itself (no reload).
  await page.goto('/');
  const toEnglish = page.locator('button[lang="en"]').first();
  if (!(await toEnglish.isVisible())) await page.getByRole('button', { name: 'مینیو کھولیں' }).click();
  await page.locator('button[lang="en"]:visible').first().click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('link', { name: 'Browse Talent' }).first()).toBeVisible();
  const urdu = await page.evaluate(() => document.body.innerText.match(/[\u0600-\u06FF]+/g) ?? []);
  // Only what people wrote (the user's Urdu name in the menu) may stay Urdu.
  const names2 = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[aria-label]')).map((e) => e.getAttribute('aria-label') ?? ''),
  );
  expect(names2.filter((n) => /[\u0600-\u06FF]/.test(n) && !/گلناز|شگری/.test(n))).toEqual([]);
  // What stays: the user's name and its initials, and the switch's own name for Urdu.
  expect(urdu.filter((w) => !['گلناز', 'شگری', 'گش', 'اردو'].includes(w))).toEqual([]);
});
