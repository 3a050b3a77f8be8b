import { expect, test, type APIResponse } from '@playwright/test';
import { register } from '../fixtures.ts';
import { expectNoAxeFindings } from '../axe.ts';

test('a statement fits a phone, passes axe and its actions are reachable by keyboard', async ({
  browser,
}, info) => {
  const open = async () => {
    const context = await browser.newContext({
      baseURL: info.project.use.baseURL,
      viewport: info.project.use.viewport ?? null,
      isMobile: info.project.use.isMobile ?? false,
    });
    return { context, page: await context.newPage() };
  };
  const client = await open();
  const freelancer = await open();
  await register(client.page.request, { role: 'client', firstName: 'Zara' });
  const f = await register(freelancer.page.request, { role: 'freelancer', firstName: 'Imran' });
  const ok = async (res: Promise<APIResponse>) => {
    const r = await res;
    expect(r.status(), await r.text()).toBeLessThan(300);
    return r.json();
  };
  const { contract } = await ok(
    client.page.request.post('/api/contracts', {
      data: {
        freelancerId: f.id,
        title: 'A guesthouse booking website with a rather long title for a small screen',
        description: 'A booking website for a guesthouse in Karimabad.',
        currency: 'USD',
        milestones: [{ title: 'Design and first version of the booking pages', amount: 123_456 }],
      },
    }),
  );
  const mid = contract.milestones[0]._id;
  await ok(freelancer.page.request.post(`/api/contracts/${contract._id}/accept`));
  await ok(client.page.request.post(`/api/milestones/${mid}/fund`));
  await ok(freelancer.page.request.post(`/api/milestones/${mid}/submit`, { data: { message: 'Done' } }));
  await ok(client.page.request.post(`/api/milestones/${mid}/approve`));

  const page = freelancer.page;
  await page.goto(`/wallet/statements/${new Date().toISOString().slice(0, 7)}`);
  await expect(page.getByRole('heading', { name: /^Statement for / })).toBeVisible();
  await expect(page.getByText('Payment received for a milestone')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scrolling of the page').toBeLessThanOrEqual(1);
  await expectNoAxeFindings(page);

  // Keyboard: from the back link, Tab reaches the CSV link and then the Print button.
  await page.getByRole('link', { name: 'Back to Wallet' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Download CSV' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Print' })).toBeFocused();

  // A month that is not a month: plain words and a way back.
  await page.goto('/wallet/statements/2026-13');
  await expect(page.getByRole('alert')).toHaveText(/Month must be a month like 2026-04/);
  await expect(page.getByRole('link', { name: 'Back to Wallet' })).toBeVisible();
  await client.context.close();
  await freelancer.context.close();
});
