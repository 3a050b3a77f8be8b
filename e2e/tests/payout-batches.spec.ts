/**
 * Money that really goes out (issue 32): with PAYOUTS_PROVIDER=manual a freelancer withdraws dollars
 * to a bank account (IBAN), seeing the rupee amount at the day's rate an admin set in the console;
 * the admin (two-factor on) creates a payout batch, downloads the transfer file, marks it sent and
 * uploads the bank's results file; the freelancer sees Paid.
 *
 * The shared e2e server pays through the sandbox (the wallet journey counts on it), so this spec
 * starts its own server with PAYOUTS_PROVIDER=manual on E2E_PORT + 2, its own database, and the
 * shared mail folder (so e2e/mail.ts reads its verification mails).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, test, type APIResponse, type Browser } from '@playwright/test';
import { dataDir } from '../playwright.config.ts';
import { verifyEmail } from '../mail.ts';
import { adminWithTwoFactor } from '../admin-sign-up.ts';

// E2E_PORT + 1 is the JazzCash stand-in's (playwright.config.ts).
const port = Number(process.env.E2E_PORT ?? 3199) + 2;
const baseURL = `http://127.0.0.1:${port}`;
const ADMIN = `e2e-payouts-admin-${Date.now()}@example.test`;
let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const own = `${dataDir}-payouts`;
  fs.mkdirSync(path.join(dataDir, 'mail'), { recursive: true });
  fs.mkdirSync(own, { recursive: true });
  if (!fs.existsSync(path.join(own, 'mail')))
    fs.symlinkSync(path.join(dataDir, 'mail'), path.join(own, 'mail'));
  server = spawn(
    'node',
    ['--import', 'tsx', path.resolve(import.meta.dirname, '../../apps/server/src/main.ts')],
    {
      cwd: path.resolve(import.meta.dirname, '..'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: own,
        WEB_DIST: process.env.E2E_WEB_DIST ?? path.resolve(import.meta.dirname, '../../apps/web/dist'),
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        E2E: 'true',
        WEB_SSR_BUDGET_MS: '100000',
        WEB_SSR_TIMEOUT_MS: '20000',
        FUNDS_HOLD: '5s',
        PAYOUT_METHOD_COOLDOWN: '0s',
        PAYOUTS_PROVIDER: 'manual',
        WITHDRAWAL_FEE_BANK: '1',
        ADMIN_EMAILS: ADMIN,
      },
    },
  );
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${baseURL}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 200_000, intervals: [1000] },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

async function person(browser: Browser, role: 'client' | 'freelancer', firstName: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const email = `${role}.${Date.now()}.${randomBytes(3).toString('hex')}@example.test`;
  const res = await page.request.post('/api/auth/register', {
    data: { email, password: 'correct-horse-battery', firstName, lastName: 'Tester', role },
  });
  expect(res.status()).toBe(201);
  await verifyEmail(page.request, email);
  return { context, page, email, id: (await res.json()).user._id as string };
}

test('a dollar withdrawal to a bank account is paid through a payout batch: file out, results in, Paid', async ({
  browser,
}) => {
  const client = await person(browser, 'client', 'Zara');
  const freelancer = await person(browser, 'freelancer', 'Imran');
  const ok = async (res: Promise<APIResponse>) => {
    const r = await res;
    expect(r.status(), await r.text()).toBeLessThan(300);
    return r.json();
  };
  // $100 released to the freelancer, through the API (the contracts journey shows the screens).
  const { contract } = await ok(
    client.page.request.post('/api/contracts', {
      data: {
        freelancerId: freelancer.id,
        title: 'Trekking agency website',
        description: 'A website for a trekking agency in Hunza.',
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
  await ok(
    freelancer.page.request.post('/api/wallet/payout-methods', {
      data: { rail: 'bank', account: 'PK36SCBL0000001123456702', holderName: 'Imran Tester' },
    }),
  );

  // The admin sets the day's USD→PKR rate in the console.
  const adminContext = await browser.newContext({ baseURL });
  const a = await adminContext.newPage();
  await adminWithTwoFactor(a, ADMIN);
  await a.goto('/admin');
  await a.getByRole('tab', { name: 'Money' }).click();
  await expect(a.getByTestId('fx-current')).toContainText('No rate set yet');
  await a.getByLabel('Rupees per dollar').fill('278.45');
  await a.getByLabel('Source', { exact: true }).fill('State Bank of Pakistan');
  await a.getByRole('button', { name: "Set today's rate" }).click();
  await expect(a.getByTestId('fx-current')).toContainText('Rs 278.45 per $1 · State Bank of Pakistan');

  // The freelancer withdraws $50 to the bank account, seeing the rupees before confirming.
  const f = freelancer.page;
  await f.goto('/wallet');
  await expect(async () => {
    await f.reload();
    await expect(f.getByTestId('balance-Available')).toHaveText('$95.00', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await f.getByLabel('Amount (USD)').fill('50');
  await f.getByRole('button', { name: 'Review withdrawal' }).click();
  await expect(f.getByText('Confirm your withdrawal')).toBeVisible();
  // $50 less 1 % = $49.50 × 278.45 = Rs 13,783.275 → Rs 13,783.28.
  await expect(f.getByTestId('fx-rupees')).toHaveText('Rs 13,783.28');
  await expect(f.getByTestId('fx-rate')).toContainText('Rs 278.45 per $1 (State Bank of Pakistan');
  await f.getByRole('button', { name: 'Confirm withdrawal' }).click();
  const history = f.getByRole('list', { name: 'Withdrawal history' });
  await expect(history.getByTestId('withdrawal-fx')).toHaveText('Rs 13,783.28 at Rs 278.45 per $1');

  // The admin gathers it into a bank batch and downloads the transfer file.
  await a.getByLabel('Rail').selectOption('bank');
  await a.getByRole('button', { name: 'Create batch' }).click();
  const batches = a.getByRole('list', { name: 'Payout batches' });
  const row = batches.getByRole('listitem').first();
  await expect(row).toContainText('1 withdrawal(s), Rs 13,783.28');
  const [download] = await Promise.all([
    a.waitForEvent('download'),
    row.getByRole('link', { name: 'Download file' }).click(),
  ]);
  const file = fs.readFileSync((await download.path())!, 'utf8');
  const lines = file.trimEnd().split('\r\n');
  expect(lines[0]).toBe('reference,account,account_title,amount_pkr,purpose');
  expect(lines).toHaveLength(2);
  const [reference, account, title, amount] = lines[1]!.split(',');
  expect([account, title, amount]).toEqual(['PK36SCBL0000001123456702', 'Imran Tester', '13783.28']);

  // Sent to the bank; the bank's results file comes back and is uploaded.
  await row.getByRole('button', { name: 'Mark as sent' }).click();
  await expect(row).toContainText('Sent to the bank');
  await expect(async () => {
    await f.reload();
    await expect(history.getByText(/Sent to your bank on/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await row.getByLabel('Upload results file').setInputFiles({
    name: 'results.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`reference,status,bank_reference,reason\r\n${reference},paid,FT2611280001,\r\n`),
  });
  await expect(row.getByRole('status')).toHaveText(
    'Results recorded: 1 settled, 0 already settled, unknown references: 0',
  );
  await expect(row).toContainText('Settled');

  // The freelancer sees Paid.
  await expect(async () => {
    await f.reload();
    await expect(history.getByTestId('withdrawal-stage')).toHaveText('Paid', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(f.getByTestId('balance-Available')).toHaveText('$45.00');
  await client.context.close();
  await freelancer.context.close();
  await adminContext.close();
});
