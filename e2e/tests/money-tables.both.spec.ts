import { expect, test, type APIResponse, type Locator, type Page } from '@playwright/test';
import { register } from '../fixtures.ts';

/**
 * Phone tables show what matters (issue 34): at 360 px wide the wallet's entries and a statement
 * show every entry's amount and balance inside the screen, without sideways scrolling of the page
 * or of the table, and with each value's column name next to it.
 */

/** Inside the viewport horizontally, visible, and not clipped by a scrolling container. */
async function expectOnScreen(page: Page, cell: Locator, what: string) {
  await expect(cell, what).toBeVisible();
  const box = await cell.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what}: starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: ends on screen`).toBeLessThanOrEqual(width + 1);
  const clipped = await cell.evaluate((el) => {
    for (let p = el.parentElement; p; p = p.parentElement)
      if (p.scrollWidth > p.clientWidth + 1 && getComputedStyle(p).overflowX !== 'visible') return true;
    return false;
  });
  expect(clipped, `${what}: no container scrolls it out of sight`).toBe(false);
}

test('on a 360 px phone, wallet entries and statement rows show their amount and balance', async ({
  browser,
}, info) => {
  const open = async () => {
    const context = await browser.newContext({
      baseURL: info.project.use.baseURL,
      viewport: { width: 360, height: 740 },
      isMobile: info.project.use.isMobile ?? false,
      hasTouch: info.project.use.hasTouch ?? false,
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
  await page.goto('/wallet');
  const amounts = page.getByTestId('entry-amount');
  await expect(amounts.first()).toBeVisible();
  const rows = await amounts.count();
  expect(rows).toBeGreaterThan(0);
  for (let i = 0; i < rows; i++) {
    await expectOnScreen(page, amounts.nth(i), `entry ${i} amount`);
    await expectOnScreen(page, page.getByTestId('entry-balance').nth(i), `entry ${i} balance`);
  }
  // The stacked row names its values: the column's name is shown beside the amount.
  await expect(amounts.first()).toHaveAttribute('data-label', 'Amount');
  const label = await amounts.first().evaluate((el) => getComputedStyle(el, '::before').content);
  expect(label).toBe('"Amount"');
  let overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(1);

  await page.goto(`/wallet/statements/${new Date().toISOString().slice(0, 7)}`);
  const row = page.getByRole('row', { name: /Payment received for a milestone/ });
  await expect(row).toBeVisible();
  const cells = row.getByRole('cell');
  // Date, description, in, (out is empty), balance: the amount in and the balance are on screen.
  await expectOnScreen(page, cells.filter({ hasText: '$' }).first(), 'statement amount');
  await expectOnScreen(page, cells.last(), 'statement balance');
  overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const wide = await page.evaluate(() =>
    Array.from(document.querySelectorAll('main *'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`)
      .slice(0, 15),
  );
  expect(overflow, `no sideways scrolling: ${wide.join(' | ')}`).toBeLessThanOrEqual(1);
  await client.context.close();
  await freelancer.context.close();
});
