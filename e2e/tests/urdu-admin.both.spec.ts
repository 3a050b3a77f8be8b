import { randomBytes } from 'node:crypto';
import { adminEmails } from '../admins.ts';
import { expect, test } from '../fixtures.ts';
import { expectNoEnglish, expectNoSidewaysScroll, inUrdu } from '../i18n.ts';
import { expectNoAxeFindings } from '../axe.ts';
import { verifyEmail } from '../mail.ts';
import { totp } from '../totp.ts';

/**
 * The operator's console in Urdu (issue 19): its refusal, every tab (users with one user's details,
 * content with a report whose job is hidden through its reason form, money, disputes, the audit log) right to
 * left, with no English outside what people wrote and no sideways scroll on a phone. Currency codes
 * and the rupee sign are Latin on purpose.
 */

const ALLOW = ['USD', 'PKR', 'Rs'];

/**
 * The console's last two addresses of e2e/admins.ts (admin.spec.ts uses the two before them), one
 * per project so desktop and phone run side by side; a retry takes a fresh one (the first is taken).
 */
const adminEmail = (project: string, retry: number) =>
  adminEmails[(project === 'phone' ? [11, 7] : [10, 6])[Math.min(retry, 1)]!]!;

test('the admin console in Urdu shows no English outside user content and fits a phone', async ({
  page,
  context,
  baseURL,
  signUp,
}, info) => {
  // Both projects run against one server: their report and reason must not match each other's rows.
  const run = String(Date.now());
  const report = `یہ جاب پیشگی رقم مانگتی ہے ${run}`;
  const reason = `پیشگی رقم مانگنا منع ہے ${run}`;
  await inUrdu(context, baseURL!);

  // Anyone but an admin: a plain refusal, in Urdu.
  const zara = await signUp({ role: 'client', firstName: 'زارا', lastName: 'ٹیسٹر' });
  await inUrdu(zara.context, baseURL!);
  await zara.page.goto('/admin');
  await expect(zara.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(zara.page.locator('main h1').first()).toHaveText('ایڈمن');
  await expect(
    zara.page.getByRole('alert').filter({ hasText: 'یہ صفحہ صرف ایڈمنز کے لیے ہے۔' }),
  ).toBeVisible();
  await expectNoSidewaysScroll(zara.page);
  await expectNoEnglish(zara.page, ALLOW);

  // Zara's job, for a report and the audit log.
  const job = await zara.page.request.post('/api/jobs', {
    multipart: {
      title: `Guest house website in Hunza ${randomBytes(3).toString('hex')}`,
      category: 'Web Development',
      description: 'A fast website with rooms, prices and a booking enquiry form for travellers.',
      skills: JSON.stringify(['React']),
      budgetType: 'fixed',
      budgetMin: '300',
      budgetMax: '700',
      duration: '1-3-months',
      experienceLevel: 'Intermediate',
    },
  });
  expect(job.status()).toBe(201);
  const jobId = ((await job.json()) as { job: { _id: string } }).job._id;

  // The admin: signed up, verified and two-factor on through the API (this page's cookie).
  const email = adminEmail(info.project.name, info.retry);
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password: 'a-long-password', firstName: 'ثنا', lastName: 'آپریٹر', role: 'client' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await verifyEmail(page.request, email);
  const setup = await page.request.post('/api/auth/2fa/setup');
  const { secret } = (await setup.json()) as { secret: string };
  const enabled = await page.request.post('/api/auth/2fa/enable', { data: { code: totp(secret) } });
  expect(enabled.status(), await enabled.text()).toBe(200);
  const reported = await page.request.post('/api/reports', {
    data: { targetType: 'job', targetId: jobId, reason: report },
  });
  expect(reported.status(), await reported.text()).toBeLessThan(300);

  await page.goto('/admin');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('main h1').first()).toHaveText('ایڈمن');
  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  const check = async () => {
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
    await expectNoEnglish(page, ALLOW);
    await expectNoAxeFindings(page);
  };

  // Users: search Zara, open her details (the suspension's reason form is there).
  await expect(page.getByPlaceholder('نام یا ای میل سے تلاش کریں...')).toBeVisible();
  await page.getByLabel('صارفین تلاش کریں').fill(zara.email);
  await page.getByRole('button', { name: 'تلاش', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(zara.email.replace(/[.+]/g, '\\$&')) }).click();
  const detail = page.getByRole('article', { name: 'زارا ٹیسٹر' });
  await expect(detail.getByRole('heading', { name: 'معطلی' })).toBeVisible();
  await expect(detail.getByLabel('معطلی کی وجہ')).toBeVisible();
  await check();

  // Content: the report, hidden through its reason form.
  await tab('مواد').click();
  await expect(page.getByRole('heading', { name: 'رپورٹس' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: report });
  await row.getByRole('button', { name: 'جاب چھپائیں' }).click();
  await row.getByLabel('یہ جاب کیوں چھپائی جا رہی ہے؟ (اس کا مالک یہ وجہ دیکھے گا)').fill(reason);
  await check();
  await row.getByRole('button', { name: 'چھپائیں', exact: true }).click();
  // Hiding handles the job's open reports: the row goes. The notice (another area's) goes by itself.
  await expect(row).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 20_000 });

  // Money and disputes: whatever other journeys left there, in Urdu.
  await tab('رقوم').click();
  await expect(page.getByRole('heading', { name: 'لیجر کا میزانِ آزمائش' })).toBeVisible();
  await check();
  await tab('تنازعات').click();
  await expect(
    page.getByRole('list', { name: 'تنازعات' }).or(page.getByText('کوئی تنازع نہیں۔')),
  ).toBeVisible();
  await check();

  // The audit log: the hidden job with its reason, the action's name in Urdu.
  await tab('آڈٹ').click();
  const entry = page.getByRole('list', { name: 'آڈٹ لاگ' }).getByRole('listitem').filter({ hasText: reason });
  await expect(entry).toContainText('جاب چھپائی');
  await expect(entry).toContainText('ثنا آپریٹر کی جانب سے');
  await check();

  // Zara sees on her job that an admin hid it and why.
  await zara.page.goto(`/jobs/${jobId}`);
  await expect(
    zara.page.getByRole('status').filter({ hasText: 'ایک ایڈمن نے یہ جاب دوسرے لوگوں سے چھپا دی ہے' }),
  ).toContainText(reason);
});
