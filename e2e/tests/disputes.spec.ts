import { randomBytes } from 'node:crypto';
import { expect, test, type APIResponse, type Browser, type Page, type TestInfo } from '@playwright/test';
import { adminEmails } from '../admins.ts';
import { verifyEmail } from '../mail.ts';
import { totp } from '../totp.ts';

/** This spec's admin (issue 18): no other spec signs up with it. */
const ADMIN_EMAIL = adminEmails[0]!;

/** RFC 6238 (SHA-1, 6 digits, 30 s) from a base32 key, as an authenticator app computes it. */
/** A person in their own browser context, signed up through the API (which sets the cookie). */
async function person(
  browser: Browser,
  info: TestInfo,
  role: 'client' | 'freelancer',
  firstName: string,
  email = `${role}.${Date.now()}.${randomBytes(3).toString('hex')}@example.test`,
) {
  const context = await browser.newContext({ baseURL: info.project.use.baseURL });
  const page = await context.newPage();
  const res = await page.request.post('/api/auth/register', {
    data: { email, password: 'correct-horse-battery', firstName, lastName: 'Tester', role },
  });
  expect(res.status(), await res.text()).toBe(201);
  await verifyEmail(page.request, email);
  return { context, page, email, id: (await res.json()).user._id as string };
}

/** Turns on two-factor in Settings, as accounts.spec.ts does (admin and mediator powers need it). */
async function turnOnTwoFactor(page: Page) {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Set up two-factor' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await page.getByLabel('Setup key').textContent())!.trim();
  await page.getByLabel('Code from the app').fill(totp(key));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-factor authentication is on.', { exact: true })).toBeVisible();
}

async function ok(res: Promise<APIResponse>) {
  const r = await res;
  expect(r.status(), await r.text()).toBeLessThan(300);
  return r.json();
}

test('a freelancer disputes a refund request, the client counters, the freelancer escalates, a mediator splits 60/40, both wallets show it', async ({
  browser,
}, info) => {
  const tag = `ibex${randomBytes(4).toString('hex')}`;
  const admin = await person(browser, info, 'client', 'Admin', ADMIN_EMAIL);
  const mediator = await person(browser, info, 'freelancer', 'Nadia');
  const client = await person(browser, info, 'client', 'Zara');
  const freelancer = await person(browser, info, 'freelancer', 'Imran');

  // The admin turns on two-factor, then makes Nadia a mediator; she turns on two-factor too.
  await turnOnTwoFactor(admin.page);
  const flag = await ok(
    admin.page.request.post(`/api/admin/users/${mediator.id}/mediator`, { data: { on: true } }),
  );
  expect(flag.user).toEqual({ _id: mediator.id, isMediator: true });
  await turnOnTwoFactor(mediator.page);

  // A funded $200 milestone whose refund the client asks for (the contract screens: contracts.spec.ts).
  const { contract } = await ok(
    client.page.request.post('/api/contracts', {
      data: {
        freelancerId: freelancer.id,
        title: `${tag} logo design`,
        description: 'A logo and a brand sheet.',
        currency: 'USD',
        milestones: [{ title: 'Logo', amount: 20_000 }],
      },
    }),
  );
  const mid = contract.milestones[0]._id as string;
  await ok(freelancer.page.request.post(`/api/contracts/${contract._id}/accept`));
  await ok(client.page.request.post(`/api/milestones/${mid}/fund`));
  await ok(
    client.page.request.post(`/api/milestones/${mid}/request-refund`, {
      data: { reason: 'The logo is not what we asked for' },
    }),
  );

  // The freelancer disputes it from the milestone, proposing $150 / $50.
  const f = freelancer.page;
  const logo = (p: Page) => p.getByRole('article', { name: 'Milestone 1: Logo' });
  await f.goto(`/projects/${contract._id}`);
  await expect(logo(f).getByText('Refund requested', { exact: true })).toBeVisible();
  await logo(f).getByRole('button', { name: 'Open dispute' }).click();
  await logo(f).getByLabel('Reason').fill('The logo follows the brief we agreed');
  await logo(f).getByLabel('To the freelancer (USD)').fill('150');
  await expect(logo(f).getByLabel('To the client (USD)')).toHaveValue('50.00');
  await logo(f).getByRole('button', { name: 'Open dispute' }).click();
  const fDispute = logo(f).getByRole('region', { name: 'Dispute' });
  await expect(fDispute.getByText('Open', { exact: true })).toBeVisible();
  await expect(fDispute.getByTestId('standing-proposal')).toContainText(
    /\$150\.00 to the freelancer, \$50\.00 to the client\. If there is no answer by \d{1,2} \w{3} \d{4}, it settles on this proposal\./,
  );
  await expect(logo(f).getByText('Disputed', { exact: true })).toBeVisible();

  // The client counters with $80 / $120.
  const c = client.page;
  await c.goto(`/projects/${contract._id}`);
  const cDispute = logo(c).getByRole('region', { name: 'Dispute' });
  await expect(cDispute.getByTestId('standing-proposal')).toContainText('$150.00 to the freelancer');
  await cDispute.getByRole('button', { name: 'Counter' }).click();
  await cDispute.getByLabel('To the client (USD)').fill('120');
  await expect(cDispute.getByLabel('To the freelancer (USD)')).toHaveValue('80.00');
  await cDispute.getByRole('button', { name: 'Send proposal' }).click();
  await expect(cDispute.getByTestId('standing-proposal')).toContainText(
    '$80.00 to the freelancer, $120.00 to the client',
  );

  // The freelancer asks for mediation; the admin assigns Nadia (admins can reassign).
  await f.reload();
  await fDispute.getByRole('button', { name: 'Ask for mediation' }).click();
  await expect(fDispute.getByText('In mediation', { exact: true })).toBeVisible();
  const list = await ok(admin.page.request.get('/api/disputes?state=mediation'));
  const dispute = list.disputes.find((d: { milestoneId: string }) => d.milestoneId === mid);
  expect(dispute).toBeTruthy();
  await ok(
    admin.page.request.post(`/api/disputes/${dispute._id}/assign`, { data: { mediatorId: mediator.id } }),
  );

  // Nadia finds it under Disputes in her menu and splits it 60/40.
  const m = mediator.page;
  await m.goto('/');
  await m.getByRole('button', { name: /^Open user menu/ }).click();
  await m.getByRole('menuitem', { name: 'Disputes' }).click();
  await expect(m).toHaveURL(/\/disputes$/);
  await m.getByRole('link', { name: `${tag} logo design: Logo` }).click();
  await expect(m).toHaveURL(new RegExp(`/disputes/${dispute._id}$`));
  const thread = m.getByRole('region', { name: 'Dispute' });
  await expect(thread.getByRole('list', { name: 'Dispute thread' })).toContainText(
    'The logo follows the brief',
  );
  await thread.getByRole('button', { name: 'Decide split' }).click();
  await thread.getByLabel('Reasoning').fill('The brief was mostly followed; colours were off.');
  await thread.getByLabel('To the freelancer (USD)').fill('120');
  await expect(thread.getByLabel('To the client (USD)')).toHaveValue('80.00');
  await thread.getByRole('button', { name: 'Decide' }).click();
  const decide = m.getByRole('dialog', { name: 'Decide this dispute?' });
  await expect(decide).toContainText(
    'The $200.00 in escrow is paid out now: $120.00 to the freelancer, $80.00 to the client.',
  );
  await decide.getByRole('button', { name: 'Decide' }).click();
  await expect(thread.getByTestId('dispute-outcome')).toContainText(
    'Settled by the mediator: $120.00 to the freelancer, $80.00 to the client',
  );

  // Both sides see the outcome and their wallets show it: $120 less the 5 % fee earned, $80 back.
  await f.goto(`/projects/${contract._id}`);
  await expect(logo(f).getByText('Split by dispute', { exact: true })).toBeVisible();
  await expect(logo(f).getByTestId('dispute-outcome')).toContainText('$120.00 to the freelancer');
  await f.goto('/wallet');
  await expect(f.getByTestId('balance-Total earned')).toHaveText('$114.00');
  await c.goto('/wallet');
  await expect(c.getByTestId('balance-Total spent')).toHaveText('$120.00');
  await expect(c.getByTestId('balance-In escrow')).toHaveText('$0.00');

  for (const p of [admin, mediator, client, freelancer]) await p.context.close();
});
