import { randomBytes } from 'node:crypto';
import { expect, test, type APIResponse, type Browser, type Page, type TestInfo } from '@playwright/test';
import { verifyEmail } from '../mail.ts';
import { expectNoAxeFindings } from '../axe.ts';

async function person(browser: Browser, info: TestInfo, role: 'client' | 'freelancer', firstName: string) {
  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: info.project.use.viewport ?? null,
    isMobile: info.project.use.isMobile ?? false,
  });
  const page = await context.newPage();
  const email = `dlayout.${role}.${Date.now()}.${randomBytes(3).toString('hex')}@example.test`;
  const res = await page.request.post('/api/auth/register', {
    data: { email, password: 'correct-horse-battery', firstName, lastName: 'Longsurname-Baltistani', role },
  });
  expect(res.status()).toBe(201);
  await verifyEmail(page.request, email);
  return { context, page, id: (await res.json()).user._id as string };
}

async function ok(res: Promise<APIResponse>) {
  const r = await res;
  expect(r.status(), await r.text()).toBeLessThan(300);
  return r.json();
}

/** No sideways scrolling and no serious or critical accessibility problems in the main content. */
async function check(page: Page, path: string, ready: string) {
  await page.goto(path);
  await expect(page.getByText(ready).first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path}: no sideways scrolling`).toBeLessThanOrEqual(1);
  await expectNoAxeFindings(page);
}

test('the dispute screens fit the screen with long content, pass axe, and work by keyboard', async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const client = await person(browser, info, 'client', 'Zara');
  const freelancer = await person(browser, info, 'freelancer', 'Imran');
  const long = 'Inventory-and-point-of-sale-application-for-a-hardware-shop-in-Gilgit';
  const { contract } = await ok(
    client.page.request.post('/api/contracts', {
      data: {
        freelancerId: freelancer.id,
        title: long,
        description: `${long} with barcode scanning.`,
        milestones: [{ title: `${long} part one`, amount: 10_000_000 }],
      },
    }),
  );
  const mid = contract.milestones[0]._id as string;
  await ok(freelancer.page.request.post(`/api/contracts/${contract._id}/accept`));
  await ok(client.page.request.post(`/api/milestones/${mid}/fund`));
  const { dispute } = await ok(
    client.page.request.post(`/api/milestones/${mid}/dispute`, {
      data: { reason: `${long} was never delivered`, proposal: { toFreelancer: 0, toClient: 10_000_000 } },
    }),
  );
  const f = freelancer.page;
  await check(f, `/projects/${contract._id}`, 'Standing proposal');
  await check(f, `/disputes/${dispute._id}`, 'Standing proposal');
  await check(f, '/disputes', 'Disputes on your contracts.');

  // By keyboard: the freelancer counters from the dispute page.
  await f.goto(`/disputes/${dispute._id}`);
  const counter = f.getByRole('button', { name: 'Counter' });
  await counter.focus();
  await f.keyboard.press('Enter');
  const field = f.getByLabel('To the freelancer (USD)');
  await field.focus();
  await f.keyboard.press('ControlOrMeta+a');
  await f.keyboard.type('40000');
  await expect(f.getByLabel('To the client (USD)')).toHaveValue('60000.00');
  await f.getByRole('button', { name: 'Send proposal' }).focus();
  await f.keyboard.press('Enter');
  await expect(f.getByTestId('standing-proposal')).toContainText('$40,000.00 to the freelancer');
  await client.context.close();
  await freelancer.context.close();
});
