import { randomBytes } from 'node:crypto';
import { expect, test, type APIResponse, type Browser, type TestInfo } from '@playwright/test';
import { adminEmails } from '../admins.ts';
import { verifyEmail } from '../mail.ts';
import { adminWithTwoFactor } from '../admin-sign-up.ts';
import { expectNoAxeFindings } from '../axe.ts';

/** The console's addresses: the last four of e2e/admins.ts (the disputes journeys use the first). */
const CONSOLE_ADMINS = adminEmails.slice(-4);
const PASSWORD = 'a-long-password';

/** RFC 6238 (SHA-1, 6 digits, 30 s) from a base32 key, as an authenticator app computes it. */
async function person(browser: Browser, info: TestInfo, role: 'client' | 'freelancer', firstName: string) {
  const context = await browser.newContext({ baseURL: info.project.use.baseURL });
  const page = await context.newPage();
  const email = `${role}.${Date.now()}.${randomBytes(3).toString('hex')}@example.test`;
  const res = await page.request.post('/api/auth/register', {
    data: { email, password: 'correct-horse-battery', firstName, lastName: 'Tester', role },
  });
  expect(res.status()).toBe(201);
  await verifyEmail(page.request, email);
  return { context, page, email, id: (await res.json()).user._id as string };
}

test('an admin approves a large withdrawal, suspends a user and sees both in the audit log', async ({
  browser,
}, info) => {
  // The longest journey: a contract through the API, the funds' hold, a review, a payout by the
  // queue, then a suspension and the audit log; past two minutes when four workers share CI's cores.
  test.slow();
  const client = await person(browser, info, 'client', 'Zara');
  const freelancer = await person(browser, info, 'freelancer', 'Imran');
  const ok = async (res: Promise<APIResponse>) => {
    const r = await res;
    expect(r.status(), await r.text()).toBeLessThan(300);
    return r.json();
  };
  // Money in the freelancer's wallet, through the API (the contracts and wallet journeys show the screens).
  const { contract } = await ok(
    client.page.request.post('/api/contracts', {
      data: {
        freelancerId: freelancer.id,
        title: 'Hotel booking site',
        description: 'A booking website for a hotel in Skardu.',
        currency: 'USD',
        milestones: [{ title: 'Build', amount: 10_000 }],
      },
    }),
  );
  const mid = contract.milestones[0]._id;
  await ok(freelancer.page.request.post(`/api/contracts/${contract._id}/accept`));
  await ok(client.page.request.post(`/api/milestones/${mid}/fund`));
  await ok(freelancer.page.request.post(`/api/milestones/${mid}/submit`, { data: { message: 'Done' } }));
  await ok(client.page.request.post(`/api/milestones/${mid}/approve`));
  const { payoutMethod } = await ok(
    freelancer.page.request.post('/api/wallet/payout-methods', {
      data: { rail: 'jazzcash', account: '03007654321', holderName: 'Imran Tester' },
    }),
  );
  // FUNDS_HOLD is 5 s: then $80 (above WITHDRAWAL_REVIEW_ABOVE, $60) waits for an admin.
  let withdrawal: { _id: string; status: string } | undefined;
  await expect(async () => {
    const res = await freelancer.page.request.post('/api/wallet/withdrawals', {
      data: { amount: 8_000, payoutMethodId: payoutMethod._id },
    });
    expect(res.status(), await res.text()).toBe(201);
    withdrawal = (await res.json()).withdrawal;
  }).toPass({ timeout: 60_000 });
  expect(withdrawal!.status).toBe('in_review');

  // The admin: two-factor on, then the console from the user menu.
  const adminContext = await browser.newContext({ baseURL: info.project.use.baseURL });
  const a = await adminContext.newPage();
  await adminWithTwoFactor(a, CONSOLE_ADMINS[0]!);
  await a.getByRole('button', { name: 'Open user menu' }).click();
  await a.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(a).toHaveURL(/\/admin$/);
  await expect(a.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();

  // Money: approve the withdrawal; the books balance.
  await a.getByRole('tab', { name: 'Money' }).click();
  const row = a.getByRole('listitem', { name: 'Withdrawal of $80.00 by Imran Tester' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(a.getByText('Withdrawal approved', { exact: true })).toBeVisible();
  await expect(a.getByText('No withdrawals are waiting.')).toBeVisible();
  await expect(a.getByTestId('ledger-sum-USD')).toHaveText('0 (balanced)');
  await expect(a.getByTestId('ledger-sum-USD')).toHaveClass(/text-green-700/);
  await expect(async () => {
    const list = await ok(freelancer.page.request.get('/api/wallet/withdrawals'));
    expect(list.withdrawals[0].status).toBe('paid');
  }).toPass({ timeout: 60_000 });

  // Users: find the client and suspend them with a reason and an appeal deadline.
  await a.getByRole('tab', { name: 'Users' }).click();
  await a.getByLabel('Search users').fill(client.email);
  await a.getByRole('button', { name: 'Search', exact: true }).click();
  await a.getByRole('button', { name: new RegExp(client.email.replace(/[.+]/g, '\\$&')) }).click();
  const detail = a.getByRole('article', { name: 'Zara Tester' });
  await expect(detail.getByText('Hotel booking site')).toBeVisible();
  await detail.getByLabel('Reason for suspending').fill('Paying freelancers outside the platform');
  await detail.getByRole('button', { name: 'Suspend user' }).click();
  await expect(a.getByText('User suspended', { exact: true })).toBeVisible();
  await expect(detail.getByText(/Suspended since .*: Paying freelancers outside the platform/)).toBeVisible();

  // The client's session ended at once; signing in again shows why.
  expect((await client.page.request.get('/api/auth/me')).status()).toBe(401);
  await client.page.goto('/auth');
  await client.page.getByLabel('Email').fill(client.email);
  await client.page.getByLabel('Password').fill('correct-horse-battery');
  await client.page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(client.page.getByRole('alert').filter({ hasText: 'Your account is suspended' })).toContainText(
    'Paying freelancers outside the platform',
  );

  // The audit log names both actions, who did them and why.
  await a.getByRole('tab', { name: 'Audit' }).click();
  const log = a.getByRole('list', { name: 'Audit log' });
  // Other specs' admins act on the same server at the same time: find this suspension's entry.
  const suspension = log
    .getByRole('listitem')
    .filter({ hasText: 'user.suspend' })
    .filter({ hasText: 'Why: Paying freelancers outside the platform' });
  await expect(suspension).toHaveCount(1);
  await expect(suspension).toContainText('by Sana Operator');
  await expect(log.getByText('withdrawal.approve')).toBeVisible();

  // On a 390 px phone every tab fits the width (nothing scrolls sideways).
  await a.setViewportSize({ width: 390, height: 844 });
  for (const tab of ['Users', 'Content', 'Money', 'Disputes', 'Audit']) {
    await a.getByRole('tab', { name: tab }).click();
    await expect(a.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    const overflow = await a.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${tab} tab at 390 px`).toBeLessThanOrEqual(0);
    // The disputes feature's list: every dispute for an admin, or none yet (other specs share the server).
    if (tab === 'Disputes')
      await expect(a.getByRole('list', { name: 'Disputes' }).or(a.getByText('No disputes.'))).toBeVisible();
    // No serious or critical accessibility problems, as the layout suites check.
    await expectNoAxeFindings(a, tab);
  }

  await adminContext.close();
  await client.context.close();
  await freelancer.context.close();
});

test('the console refuses anyone but an admin', async ({ page, browser }, info) => {
  const email = `plain.${Date.now()}.${randomBytes(3).toString('hex')}@example.test`;
  const res = await page.request.post('/api/auth/register', {
    data: { email, password: PASSWORD, firstName: 'Plain', lastName: 'User', role: 'client' },
  });
  expect(res.status()).toBe(201);
  await page.goto('/admin');
  await expect(page.getByRole('alert').filter({ hasText: 'This page is for admins only.' })).toBeVisible();
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);
  // An admin address without two-factor: the console's calls are refused until it is on.
  const adminContext = await browser.newContext({ baseURL: info.project.use.baseURL });
  const adminPage = await adminContext.newPage();
  const reg = await adminPage.request.post('/api/auth/register', {
    data: {
      email: CONSOLE_ADMINS[1],
      password: PASSWORD,
      firstName: 'New',
      lastName: 'Admin',
      role: 'client',
    },
  });
  expect(reg.status()).toBe(201);
  // Until its owner opens the mailed link, a listed address is an ordinary account.
  const unverified = await adminPage.request.get('/api/admin/users');
  expect(unverified.status()).toBe(403);
  expect((await unverified.json()).message).toBe('Only admins and mediators can do that');
  await verifyEmail(adminPage.request, CONSOLE_ADMINS[1]!);
  const refused = await adminPage.request.get('/api/admin/users');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toMatch(/Turn on two-factor authentication/);
  await adminContext.close();
});
