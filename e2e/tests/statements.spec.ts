import fs from 'node:fs';
import type { APIResponse } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

const ok = async (res: Promise<APIResponse>) => {
  const r = await res;
  expect(r.status(), await r.text()).toBeLessThan(300);
  return r.json();
};

/** "November 2026": the current month as the statements list names it (UTC). */
const monthLabel = (d: Date) =>
  d.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

test("a client sees escrow per contract and receipts; the freelancer opens the month's statement and downloads its CSV", async ({
  signUp,
}) => {
  const client = await signUp({ role: 'client', firstName: 'Zara' });
  const freelancer = await signUp({ role: 'freelancer', firstName: 'Imran' });
  // The contract through the API (its screens are the contracts journey's).
  const { contract } = await ok(
    client.page.request.post('/api/contracts', {
      data: {
        freelancerId: freelancer.id,
        title: 'Guesthouse booking site',
        description: 'A booking website for a guesthouse in Karimabad.',
        currency: 'USD',
        milestones: [{ title: 'Design', amount: 10_000 }],
      },
    }),
  );
  const mid = contract.milestones[0]._id;
  await ok(freelancer.page.request.post(`/api/contracts/${contract._id}/accept`));
  await ok(client.page.request.post(`/api/milestones/${mid}/fund`));

  // The client's wallet: what the contract holds in escrow, a link to it, and the receipt.
  const c = client.page;
  await c.goto('/wallet');
  const escrow = c.getByRole('list', { name: 'Escrow by contract' });
  await expect(escrow.getByText('$100.00')).toBeVisible();
  await escrow.getByRole('link', { name: 'Guesthouse booking site' }).click();
  await expect(c).toHaveURL(new RegExp(`/projects/${contract._id}$`));
  await c.goBack();
  await c.getByRole('link', { name: 'Receipt for Design (Guesthouse booking site)' }).click();
  await expect(c).toHaveURL(new RegExp(`/projects/${contract._id}/receipts/${mid}$`));
  await expect(c.getByRole('heading', { name: 'Receipt' })).toBeVisible();

  await ok(freelancer.page.request.post(`/api/milestones/${mid}/submit`, { data: { message: 'Done' } }));
  await ok(client.page.request.post(`/api/milestones/${mid}/approve`));

  // The freelancer finds this month's statement on /wallet and opens it.
  const f = freelancer.page;
  await f.goto('/wallet');
  const label = monthLabel(new Date());
  const month = new Date().toISOString().slice(0, 7);
  await f
    .getByRole('list', { name: 'Monthly statements' })
    .getByRole('link', { name: label, exact: true })
    .click();
  await expect(f).toHaveURL(new RegExp(`/wallet/statements/${month}$`));
  await expect(f.getByRole('heading', { name: `Statement for ${label}` })).toBeVisible();
  await expect(f.getByText(freelancer.email)).toBeVisible();
  const table = f.getByRole('table', { name: 'Movements in USD' });
  const row = table.getByRole('row').filter({ hasText: 'Payment received for a milestone' });
  await expect(row).toContainText('Guesthouse booking site · Design');
  await expect(row).toContainText('$100.00');
  // The platform fee is a line of its own on the freelancer's statement (issue 32).
  const fee = table.getByRole('row').filter({ hasText: 'Platform fee' });
  await expect(fee).toContainText('$5.00');
  await expect(table.getByRole('row').filter({ hasText: 'Closing balance' })).toContainText('$95.00');
  await expect(f.getByRole('button', { name: 'Print' })).toBeVisible();

  // The CSV downloads as a file with the same line.
  const [download] = await Promise.all([
    f.waitForEvent('download'),
    f.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`statement-${month}.csv`);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Date,Description,Contract,Milestone,Currency,Money in,Money out,Balance');
  expect(lines).toContainEqual(
    expect.stringMatching(
      /,Payment received for a milestone,Guesthouse booking site,Design,USD,100\.00,,100\.00$/,
    ),
  );
  expect(lines).toContainEqual(
    expect.stringMatching(/,Platform fee,Guesthouse booking site,Design,USD,,5\.00,95\.00$/),
  );
  expect(lines.at(-1)).toMatch(/,Closing balance,,,USD,,,95\.00$/);
});
