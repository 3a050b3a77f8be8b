import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type TestInfo } from '@playwright/test';
import { verifyEmail } from '../mail.ts';

/** A person in their own browser context, signed up through the API (which sets the cookie). */
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
  return { context, page, email, id: (await res.json()).user._id as string };
}

test('hire with two milestones, accept, fund, submit, request changes, submit, approve; both sides see it', async ({
  browser,
}, info) => {
  const tag = `markhor${randomBytes(4).toString('hex')}`;
  const client = await person(browser, info, 'client', 'Zara');
  const freelancer = await person(browser, info, 'freelancer', 'Imran');
  const c = client.page;
  const f = freelancer.page;

  // The job and the proposal (their screens are covered by jobs.spec.ts).
  const job = await c.request.post('/api/jobs', {
    multipart: {
      title: `${tag} booking website`,
      description: 'A responsive booking website with an availability calendar and an admin panel.',
      category: 'Web Development',
      budgetType: 'fixed',
      budgetMin: '400',
      budgetMax: '900',
      skills: '["React"]',
      experienceLevel: 'Intermediate',
      duration: '1-3-months',
    },
  });
  expect(job.status(), await job.text()).toBe(201);
  const jobId = (await job.json()).job._id as string;
  const proposal = await f.request.post('/api/applications', {
    data: { jobId, coverLetter: 'I have built three booking sites.', deliveryTime: '4 weeks' },
  });
  expect(proposal.status()).toBe(201);

  // The client hires from the proposal: the offer form shows the fee and what the freelancer receives.
  await c.goto(`/my-jobs/${jobId}`);
  await c
    .getByRole('article', { name: 'Proposal from Imran Tester' })
    .getByRole('link', { name: 'Hire' })
    .click();
  await expect(c.getByRole('heading', { name: 'Make an offer' })).toBeVisible();
  await expect(c.getByLabel('Contract title')).toHaveValue(`${tag} booking website`);
  await c.getByLabel('Description').fill('Design, then build, as in the proposal.');
  await c.getByLabel('Milestone 1 title').fill('Design');
  await c.getByLabel('Amount (USD)').fill('200');
  await c.getByRole('button', { name: 'Add milestone' }).click();
  await c.getByLabel('Milestone 2 title').fill('Build');
  await c.getByLabel('Amount (USD)').nth(1).fill('500.50');
  const totals = c.getByLabel('Offer total');
  await expect(totals).toContainText('$700.50');
  await expect(totals).toContainText('$35.03');
  await expect(totals).toContainText('$665.47');
  await expect(c.getByText('Sandbox payments')).toBeVisible();
  await c.getByRole('button', { name: 'Send offer' }).click();
  await expect(c).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  const contractUrl = new URL(c.url()).pathname;

  // The freelancer finds it in My Projects and accepts.
  await f.goto('/projects');
  await f.getByRole('link', { name: new RegExp(`${tag} booking website`) }).click();
  await f.getByRole('button', { name: 'Accept offer' }).click();
  await expect(f.getByText('Active', { exact: true })).toBeVisible();

  // Fund, submit, request changes, submit, approve.
  const design = (p: typeof c) => p.getByRole('article', { name: 'Milestone 1: Design' });
  await c.goto(contractUrl);
  await expect(c.getByText('Sandbox payments')).toBeVisible();
  // Money never moves on one click (issue 34): the dialog names the amount; Escape changes nothing.
  await design(c).getByRole('button', { name: 'Fund $200.00' }).click();
  const fund = c.getByRole('dialog', { name: 'Fund $200.00?' });
  await expect(fund).toContainText('$200.00 moves from you into escrow');
  await c.keyboard.press('Escape');
  await expect(fund).toHaveCount(0);
  await expect(design(c).getByText('Not funded')).toBeVisible();
  // By keyboard: the trigger keeps the focus after Escape; Enter opens, Tab reaches the confirm button.
  await design(c).getByRole('button', { name: 'Fund $200.00' }).focus();
  await c.keyboard.press('Enter');
  await expect(fund.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await c.keyboard.press('Tab');
  await expect(fund.getByRole('button', { name: 'Pay $200.00 with Sandbox' })).toBeFocused();
  await c.keyboard.press('Enter');
  await expect(fund).toHaveCount(0);
  await expect(design(c).getByText('Funded (in escrow)')).toBeVisible();

  await f.reload();
  await design(f).getByRole('button', { name: 'Submit work' }).click();
  // The step's one field takes the focus as it appears (keyboard users type at once).
  await expect(design(f).getByLabel('Describe the work you are submitting')).toBeFocused();
  await design(f)
    .getByLabel('Describe the work you are submitting')
    .fill('Mock-ups are in the shared folder.');
  await design(f).getByRole('button', { name: 'Submit work' }).click();
  await expect(design(f).getByText(/Released automatically on .+ unless the client acts/)).toBeVisible();

  await c.reload();
  await expect(design(c).getByText(/Released automatically on .+ unless you act/)).toBeVisible();
  await design(c).getByRole('button', { name: 'Request changes' }).click();
  await design(c).getByLabel('What should change?').fill('Please use the brand colours.');
  await design(c).getByRole('button', { name: 'Send request' }).click();
  await expect(design(c).getByText('Changes requested', { exact: true })).toBeVisible();

  // The freelancer reads the client's note on the milestone card itself (issue 34).
  await f.reload();
  await expect(design(f)).toContainText('Changes requested: Please use the brand colours.');
  await design(f).getByRole('button', { name: 'Submit work' }).click();
  await design(f).getByLabel('Describe the work you are submitting').fill('Brand colours applied.');
  await design(f).getByRole('button', { name: 'Submit work' }).click();
  await expect(design(f).getByText('Work submitted')).toBeVisible();

  await c.reload();
  await design(c).getByRole('button', { name: 'Approve and pay' }).click();
  const approve = c.getByRole('dialog', { name: 'Approve and pay $200.00?' });
  await expect(approve).toContainText('the freelancer receives $190.00 after the $10.00 platform fee');
  await approve.getByRole('button', { name: 'Approve and pay' }).click();
  await expect(design(c).getByText('Paid')).toBeVisible();
  await expect(
    c.getByText(/"Design" approved: \$200\.00 released, fee \$10\.00, freelancer receives \$190\.00/),
  ).toBeVisible();

  // The milestone's receipt: the amount funded, the fee and what the freelancer received.
  await design(c).getByRole('link', { name: 'Receipt for Design' }).click();
  await expect(c.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  const receiptUrl = new URL(c.url()).pathname;
  expect(receiptUrl).toMatch(/\/projects\/[0-9a-f-]{36}\/receipts\/[0-9a-f-]{36}$/);
  await expect(c.getByRole('row', { name: /Funded into escrow/ })).toContainText('$200.00');
  await expect(c.getByRole('row', { name: /Platform fee \(5%\)/ })).toContainText('$10.00');
  await expect(c.getByRole('row', { name: /Freelancer received/ })).toContainText('$190.00');
  await expect(c.getByText('Sandbox payments')).toBeVisible();
  await c.emulateMedia({ media: 'print' });
  await expect(c.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(c.getByRole('button', { name: 'Print' })).toBeHidden();
  await c.emulateMedia({ media: 'screen' });

  // The freelancer sees the pending balance; My Projects shows both sides.
  await f.goto('/projects');
  const earnings = f.getByLabel('My earnings');
  await expect(earnings).toContainText('Pending (USD)');
  await expect(earnings).toContainText('$190.00');
  await expect(f.getByRole('region', { name: 'As freelancer' })).toContainText(`${tag} booking website`);
  await c.goto('/projects');
  await expect(c.getByRole('region', { name: 'As client' })).toContainText(`${tag} booking website`);

  // Nobody else can read it.
  const stranger = await person(browser, info, 'client', 'Sana');
  await stranger.page.goto(contractUrl);
  await expect(stranger.page.getByRole('heading', { name: 'Contract not found' })).toBeVisible();
  await stranger.page.goto(receiptUrl);
  await expect(stranger.page.getByRole('heading', { name: 'Contract not found' })).toBeVisible();
  await Promise.all([client.context.close(), freelancer.context.close(), stranger.context.close()]);
});
