import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { verifyEmail } from '../mail.ts';
import { expectNoAxeFindings } from '../axe.ts';

async function person(browser: Browser, info: TestInfo, role: 'client' | 'freelancer', firstName: string) {
  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: info.project.use.viewport ?? null,
    isMobile: info.project.use.isMobile ?? false,
  });
  const page = await context.newPage();
  const email = `layout.${role}.${Date.now()}.${randomBytes(3).toString('hex')}@example.test`;
  const res = await page.request.post('/api/auth/register', {
    data: { email, password: 'correct-horse-battery', firstName, lastName: 'Longsurname-Baltistani', role },
  });
  expect(res.status()).toBe(201);
  // Funding escrow and withdrawing need a verified address: follow the sign-up mail's link.
  await verifyEmail(page.request, email);
  return { context, page, id: (await res.json()).user._id as string };
}

/** No sideways scrolling and no serious or critical accessibility problems in the main content. */
async function check(page: Page, path: string, ready: string) {
  await page.goto(path);
  await expect(page.getByText(ready).first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path}: no sideways scrolling`).toBeLessThanOrEqual(1);
  await expectNoAxeFindings(page);
}

test('the contract screens fit the screen with long content and pass axe', async ({ browser }, info) => {
  test.setTimeout(180_000);
  const client = await person(browser, info, 'client', 'Zara');
  const freelancer = await person(browser, info, 'freelancer', 'Imran');
  const long = 'Inventory-and-point-of-sale-application-for-a-hardware-shop-in-Gilgit';
  const res = await client.page.request.post('/api/contracts', {
    data: {
      freelancerId: freelancer.id,
      title: long,
      description: `${long} with barcode scanning and monthly reports.`,
      milestones: [
        { title: `${long} part one`, amount: 10_000_000 },
        { title: 'Reports', amount: 12_345 },
      ],
    },
  });
  expect(res.status()).toBe(201);
  const id = (await res.json()).contract._id as string;
  const f = freelancer.page;
  await check(f, `/projects/${id}`, 'Accept offer');
  await f.getByRole('button', { name: 'Accept offer' }).click();
  await expect(f.getByText('Active', { exact: true })).toBeVisible();
  const c = client.page;
  await check(c, `/projects/${id}`, 'Sandbox payments');
  await check(c, '/projects', 'As client');
  await check(f, '/projects', 'As freelancer');
  await check(c, `/projects/new?freelancerId=${freelancer.id}`, 'Send offer');
  await client.context.close();
  await freelancer.context.close();
});
