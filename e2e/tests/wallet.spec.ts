import { randomBytes } from 'node:crypto';
import { expect, test, type APIResponse, type Browser, type TestInfo } from '@playwright/test';
import { verifyEmail } from '../mail.ts';

async function person(browser: Browser, info: TestInfo, role: 'client' | 'freelancer', firstName: string) {
  const context = await browser.newContext({ baseURL: info.project.use.baseURL });
  const page = await context.newPage();
  const email = `${role}.${Date.now()}.${randomBytes(3).toString('hex')}@example.test`;
  const res = await page.request.post('/api/auth/register', {
    data: { email, password: 'correct-horse-battery', firstName, lastName: 'Tester', role },
  });
  expect(res.status()).toBe(201);
  // Funding escrow and withdrawing need a verified address: follow the sign-up mail's link.
  await verifyEmail(page.request, email);
  return { context, page, id: (await res.json()).user._id as string };
}

test('a freelancer paid through escrow waits out FUNDS_HOLD, adds JazzCash, withdraws and sees it paid', async ({
  browser,
}, info) => {
  const client = await person(browser, info, 'client', 'Zara');
  const freelancer = await person(browser, info, 'freelancer', 'Imran');
  const ok = async (res: Promise<APIResponse>) => {
    const r = await res;
    expect(r.status(), await r.text()).toBeLessThan(300);
    return r.json();
  };
  // The contract, through the API (its screens are the contracts journey's).
  const { contract } = await ok(
    client.page.request.post('/api/contracts', {
      data: {
        freelancerId: freelancer.id,
        title: 'Booking website',
        description: 'A booking website for a guesthouse in Karimabad.',
        currency: 'USD',
        milestones: [{ title: 'Design', amount: 10_000 }],
      },
    }),
  );
  const mid = contract.milestones[0]._id;
  await ok(freelancer.page.request.post(`/api/contracts/${contract._id}/accept`));
  await ok(client.page.request.post(`/api/milestones/${mid}/fund`));
  await ok(freelancer.page.request.post(`/api/milestones/${mid}/submit`, { data: { message: 'Done' } }));
  await ok(client.page.request.post(`/api/milestones/${mid}/approve`));

  // The freelancer opens the wallet from the user menu.
  const f = freelancer.page;
  await f.goto('/');
  await f.getByRole('button', { name: /^Open user menu/ }).click();
  await f.getByRole('menuitem', { name: 'Wallet' }).click();
  await expect(f).toHaveURL(/\/wallet$/);
  await expect(f.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
  await expect(f.getByTestId('balance-Total earned')).toHaveText('$95.00');

  // FUNDS_HOLD is 5 s here: the money becomes available.
  await expect(async () => {
    await f.reload();
    await expect(f.getByTestId('balance-Available')).toHaveText('$95.00', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });

  // Add a JazzCash account (no cool-down in this test).
  await f.getByLabel('Method', { exact: true }).selectOption('jazzcash');
  await f.getByLabel('Mobile account number').fill('03001234567');
  await f.getByLabel("Account holder's name").fill('Imran Tester');
  await f.getByRole('button', { name: 'Add payout method' }).click();
  const methods = f.getByRole('list', { name: 'Your payout methods' });
  await expect(methods.getByText('JazzCash •••• 4567')).toBeVisible();
  await expect(methods.getByText('Ready to use')).toBeVisible();

  // Withdraw, confirming the fee and what arrives.
  await f.getByLabel('Amount (USD)').fill('50');
  await f.getByRole('button', { name: 'Review withdrawal' }).click();
  await expect(f.getByText('Confirm your withdrawal')).toBeVisible();
  await f.getByRole('button', { name: 'Confirm withdrawal' }).click();
  const history = f.getByRole('list', { name: 'Withdrawal history' });
  await expect(history.getByText('$50.00 to JazzCash •••• 4567')).toBeVisible();
  await expect(history.getByText('Paid')).toBeVisible({ timeout: 60_000 });
  await expect(f.getByTestId('balance-Available')).toHaveText('$45.00');
  await client.context.close();
  await freelancer.context.close();
});
