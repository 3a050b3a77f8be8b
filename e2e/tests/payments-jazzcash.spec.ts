/**
 * Money that really comes in (issue 31): a client funds a rupee milestone through JazzCash's hosted
 * checkout. The provider is the local stand-in (e2e/jazzcash-stand-in.ts, started beside the app on
 * E2E_PORT + 1), which speaks Page Redirection v1.1: our page posts the signed form to it, its page
 * shows the payment with Pay now / Cancel, then posts the signed result back to our return address
 * and sends the signed IPN to our webhook. Escrow holds the money only once that word is verified.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type APIResponse, type Browser, type Page, type TestInfo } from '@playwright/test';
import { verifyEmail } from '../mail.ts';
import { jazzcashURL } from '../playwright.config.ts';

async function person(browser: Browser, info: TestInfo, role: 'client' | 'freelancer', firstName: string) {
  const context = await browser.newContext({ baseURL: info.project.use.baseURL });
  const page = await context.newPage();
  const email = `${role}.${Date.now()}.${randomBytes(3).toString('hex')}@example.test`;
  const res = await page.request.post('/api/auth/register', {
    data: { email, password: 'correct-horse-battery', firstName, lastName: 'Tester', role },
  });
  expect(res.status()).toBe(201);
  // Funding escrow needs a verified address: follow the sign-up mail's link.
  await verifyEmail(page.request, email);
  return { context, page, id: (await res.json()).user._id as string };
}

const ok = async (res: Promise<APIResponse>) => {
  const r = await res;
  expect(r.status(), await r.text()).toBeLessThan(300);
  return r.json();
};

/** A rupee contract of one Rs 2,500.00 milestone, accepted (through the API: its screens are the contracts journey's). */
async function rupeeContract(browser: Browser, info: TestInfo) {
  const client = await person(browser, info, 'client', 'Zara');
  const freelancer = await person(browser, info, 'freelancer', 'Imran');
  const { contract } = await ok(
    client.page.request.post('/api/contracts', {
      data: {
        freelancerId: freelancer.id,
        title: 'Guesthouse booking site',
        description: 'A booking website for a guesthouse in Karimabad.',
        currency: 'PKR',
        milestones: [{ title: 'Design', amount: 250_000 }],
      },
    }),
  );
  await ok(freelancer.page.request.post(`/api/contracts/${contract._id}/accept`));
  return { client, freelancer, contractId: contract._id as string };
}

const design = (p: Page) => p.getByRole('article', { name: 'Milestone 1: Design' });

/** Opens the fund dialog, picks JazzCash and confirms: the browser lands on JazzCash's page. */
async function fundWithJazzcash(c: Page) {
  await design(c).getByRole('button', { name: 'Fund Rs 2,500.00' }).click();
  const dialog = c.getByRole('dialog', { name: 'Fund Rs 2,500.00?' });
  await expect(dialog).toContainText('Rs 2,500.00 moves from you into escrow');
  // The rupee contract offers both configured methods; the sandbox says it moves no real money.
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await expect(dialog).toContainText('Sandbox: moves no real money');
  await dialog.getByRole('radio', { name: /JazzCash/ }).check();
  await expect(dialog).toContainText('You finish the payment on JazzCash’s page');
  await dialog.getByRole('button', { name: 'Pay Rs 2,500.00 with JazzCash' }).click();
  // JazzCash's hosted page (the stand-in) accepted our signed form: merchant, amount, milestone.
  await expect(c).toHaveURL(`${jazzcashURL}/CustomerPortal/transactionmanagement/merchantform/`);
  await expect(c.getByText('Pay Rs 2500.00 to merchant MCE2E31')).toBeVisible();
  await expect(c.getByText('Design', { exact: true })).toBeVisible();
}

test('the client pays a milestone through JazzCash and comes back to it funded', async ({
  browser,
}, info) => {
  const { client, freelancer, contractId } = await rupeeContract(browser, info);
  const c = client.page;
  await c.goto(`/projects/${contractId}`);
  await expect(c.getByText('Sandbox payments')).toBeVisible();
  await expect(design(c).getByText('Not funded')).toBeVisible();

  await fundWithJazzcash(c);
  await c.getByRole('button', { name: 'Pay now' }).click();

  // JazzCash posts the signed result back; our return verifies it and shows the contract.
  await expect(c).toHaveURL(new RegExp(`/projects/${contractId}\\?payment=funded$`));
  await expect(c.getByRole('status').filter({ hasText: 'Payment received' })).toHaveText(
    'Payment received: the milestone is funded.',
  );
  await expect(design(c).getByText('Funded (in escrow)')).toBeVisible();
  await expect(c.getByRole('region', { name: 'Totals' }).or(c.getByLabel('Totals'))).toContainText(
    'Rs 2,500.00',
  );
  // Dismissed, the banner and the outcome in the address go.
  await c
    .getByRole('status')
    .filter({ hasText: 'Payment received' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(c.getByText('Payment received')).toHaveCount(0);
  await expect(c).toHaveURL(new RegExp(`/projects/${contractId}$`));

  // The freelancer sees the money in escrow and can start work.
  const f = freelancer.page;
  await f.goto(`/projects/${contractId}`);
  await expect(design(f).getByText('Funded (in escrow)')).toBeVisible();
  await expect(design(f).getByRole('button', { name: 'Submit work' })).toBeVisible();
  await client.context.close();
  await freelancer.context.close();
});

test('the client cancels on JazzCash, leaves a checkout open, cancels it, then resumes one and pays', async ({
  browser,
}, info) => {
  const { client, freelancer, contractId } = await rupeeContract(browser, info);
  const c = client.page;
  await c.goto(`/projects/${contractId}`);

  // 1. Cancel on JazzCash's page: its signed "not completed" comes back; nothing is funded.
  await fundWithJazzcash(c);
  await c.getByRole('button', { name: 'Cancel' }).click();
  await expect(c).toHaveURL(new RegExp(`/projects/${contractId}\\?payment=failed$`));
  await expect(c.getByText('The payment did not go through. You can try again.')).toBeVisible();
  await expect(design(c).getByText('Not funded')).toBeVisible();

  // 2. Leave JazzCash's page without paying (the browser's Back): the checkout stays open.
  await fundWithJazzcash(c);
  await c.goBack();
  await expect(c).toHaveURL(new RegExp(`/projects/${contractId}`));
  await expect(design(c).getByText('Awaiting payment')).toBeVisible();
  await expect(design(c).getByRole('status')).toContainText(
    'Awaiting your payment with JazzCash. Finish it on JazzCash’s page before',
  );
  await expect(design(c).getByRole('button', { name: /^Fund/ })).toHaveCount(0);
  // Cancelled here: the milestone is waiting to be funded again.
  await design(c).getByRole('button', { name: 'Cancel payment' }).click();
  await expect(design(c).getByText('Not funded')).toBeVisible();
  await expect(design(c).getByRole('button', { name: 'Fund Rs 2,500.00' })).toBeVisible();

  // 3. A new checkout, left and resumed: the same checkout opens on JazzCash again and is paid.
  await fundWithJazzcash(c);
  await c.goBack();
  await expect(design(c).getByText('Awaiting payment')).toBeVisible();
  await design(c).getByRole('button', { name: 'Resume payment' }).click();
  await expect(c).toHaveURL(`${jazzcashURL}/CustomerPortal/transactionmanagement/merchantform/`);
  await c.getByRole('button', { name: 'Pay now' }).click();
  await expect(c).toHaveURL(new RegExp(`/projects/${contractId}\\?payment=funded$`));
  await expect(c.getByText('Payment received: the milestone is funded.')).toBeVisible();
  await expect(design(c).getByText('Funded (in escrow)')).toBeVisible();

  // The activity tells the story: the failed and the cancelled checkouts, then the funding.
  const activity = c
    .getByRole('region', { name: 'Activity' })
    .or(c.locator('section', { hasText: 'Activity' }));
  await expect(activity).toContainText('The checkout for "Design" failed; the milestone is pending again');
  await expect(activity).toContainText(
    'The checkout for "Design" was cancelled; the milestone is pending again',
  );
  await client.context.close();
  await freelancer.context.close();
});
