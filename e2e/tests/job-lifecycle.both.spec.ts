import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectNoAxeFindings } from '../axe.ts';

/** Issue 21: the owner's job lifecycle and the freelancer's proposals, on a phone and a desktop. */

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const DATE_STATUS = (status: string) => new RegExp(`^You applied on \\d{1,2} \\w{3}( \\d{4})? · ${status}$`);

async function postJob(request: APIRequestContext, title: string) {
  const res = await request.post('/api/jobs', {
    multipart: {
      title,
      category: 'Web Development',
      description:
        'A responsive booking website with an availability calendar, online payments and an admin panel.',
      skills: JSON.stringify(['React']),
      budgetType: 'fixed',
      budgetMin: '400',
      budgetMax: '900',
      duration: '1-3-months',
      experienceLevel: 'Intermediate',
      attachments: { name: 'old-brief.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).job._id as string;
}

async function propose(request: APIRequestContext, jobId: string) {
  const res = await request.post('/api/applications', {
    data: { jobId, coverLetter: 'I have built three booking sites in Gilgit.', deliveryTime: '4 weeks' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** No sideways scrolling and no serious or critical accessibility problems in the main content. */
async function fits(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(1);
  await expectNoAxeFindings(page);
}

async function confirm(page: Page, label: string) {
  await page.getByRole('dialog').getByRole('button', { name: label }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('a guest is asked to sign in before the proposal, post-job and profile forms', async ({
  browser,
  signUp,
}) => {
  const client = await signUp({ role: 'client' });
  const jobId = await postJob(client.page.request, `Guest check ${Date.now()} job for sign in`);
  const guest = await browser.newContext();
  const page = await guest.newPage();

  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('region', { name: 'Sign in to send a proposal' })).toBeVisible();
  await expect(page.getByLabel('Cover Letter')).toHaveCount(0);

  await page.goto('/post-job');
  await expect(page.getByRole('region', { name: 'Sign in to post a job' })).toBeVisible();
  await expect(page.getByLabel(/Job Title/)).toHaveCount(0);

  await page.goto('/profile/edit?mode=create');
  await expect(page.getByRole('heading', { name: 'Create Your Profile', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sign in to create your profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Profile' })).toHaveCount(0);
  await page
    .getByRole('region', { name: 'Sign in to create your profile' })
    .getByRole('link', { name: 'Sign In' })
    .click();
  await expect(page).toHaveURL(/\/auth$/);
  await guest.close();
});

test('the owner edits, shares, messages all, closes, reopens and accepts with a confirmation', async ({
  signUp,
  browser,
}) => {
  test.setTimeout(180_000);
  const client = await signUp({ role: 'client', firstName: 'Amina' });
  const a = await signUp({ firstName: 'Imran', lastName: 'Alpha' });
  const b = await signUp({ firstName: 'Sana', lastName: 'Beta' });
  const late = await signUp({ firstName: 'Late', lastName: 'Comer' });
  const tag = `glacier${Date.now().toString(36)}`;
  const jobId = await postJob(client.page.request, `Booking site ${tag} for a guesthouse`);
  await propose(a.page.request, jobId);
  await propose(b.page.request, jobId);
  const c = client.page;

  // The owner's page shows the attachments, as the public page does.
  await c.goto(`/my-jobs/${jobId}`);
  await expect(c.getByRole('link', { name: 'old-brief.pdf' })).toBeVisible();
  await expect(c.getByText('Open', { exact: true }).first()).toBeVisible();
  await fits(c);

  // Edit Job: the form pre-filled; a new title, the old attachment removed.
  await c.getByRole('link', { name: 'Edit Job' }).click();
  await expect(c).toHaveURL(new RegExp(`/my-jobs/${jobId}/edit$`));
  const title = c.getByLabel(/Job Title/);
  await expect(title).toHaveValue(`Booking site ${tag} for a guesthouse`);
  await fits(c);
  await title.fill(`Booking website ${tag} with payments`);
  await c.getByRole('button', { name: 'Remove old-brief.pdf' }).click();
  await c.getByRole('button', { name: 'Save Changes' }).click();
  await expect(c).toHaveURL(new RegExp(`/my-jobs/${jobId}$`));
  await expect(c.getByRole('heading', { name: `Booking website ${tag} with payments` })).toBeVisible();
  await expect(c.getByRole('link', { name: 'old-brief.pdf' })).toHaveCount(0);

  // Share Job without a share sheet: the link is copied, with a toast.
  await client.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await c.getByRole('button', { name: 'Share Job' }).click();
  await expect(c.getByText('The link to this job was copied to your clipboard.')).toBeVisible();

  // Message All Applicants: typed once, in each applicant's conversation.
  await c.getByRole('button', { name: 'Message All Applicants' }).click();
  await c.getByRole('dialog').getByLabel('Message').fill(`Interviews for ${tag} are on Friday.`);
  await c.getByRole('dialog').getByRole('button', { name: 'Send to All' }).click();
  await expect(c.getByText('Message sent to 2 applicants')).toBeVisible();
  for (const f of [a, b]) {
    await f.page.goto('/messages');
    await expect(f.page.getByText(`Interviews for ${tag} are on Friday.`)).toBeVisible();
  }

  // Close: off the board, no form for a newcomer, pending freelancers told.
  await c.getByRole('button', { name: 'Close Job' }).click();
  await confirm(c, 'Close job');
  await expect(c.getByText('Closed', { exact: true }).first()).toBeVisible();
  await expect(c.getByRole('link', { name: 'Edit Job' })).toHaveCount(0);
  await late.page.goto(`/jobs/${jobId}`);
  await expect(late.page.getByText('This job is no longer accepting proposals')).toBeVisible();
  await expect(late.page.getByLabel('Cover Letter')).toHaveCount(0);
  await late.page.goto(`/jobs?search=${tag}`);
  await expect(late.page.getByText('No jobs found matching your criteria.')).toBeVisible();
  const told = await a.page.request.get('/api/notifications');
  expect(JSON.stringify(await told.json())).toContain('is no longer accepting proposals');

  // Reopen: back on the board.
  await c.getByRole('button', { name: 'Reopen Job' }).click();
  await expect(c.getByText('Job reopened')).toBeVisible();
  await expect(c.getByRole('link', { name: 'Edit Job' })).toBeVisible();
  await late.page.goto(`/jobs?search=${tag}`);
  await expect(
    late.page.getByRole('link', { name: new RegExp(`Booking website ${tag}`) }).first(),
  ).toBeVisible();

  // Accept asks first: Cancel changes nothing; confirming accepts, statuses read as words.
  const proposal = c.getByRole('article', { name: 'Proposal from Imran Alpha' });
  await proposal.getByRole('button', { name: 'Accept' }).click();
  await c.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(proposal.getByText('Pending', { exact: true })).toBeVisible();
  await proposal.getByRole('button', { name: 'Accept' }).click();
  await confirm(c, 'Accept proposal');
  await expect(proposal.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(c.getByText('In progress', { exact: true }).first()).toBeVisible();

  // Share Job where the browser has a share sheet: it is used with the job's link.
  const sharer = await browser.newContext({ storageState: await client.context.storageState() });
  await sharer.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
      },
    });
  });
  const s = await sharer.newPage();
  await s.goto(`/my-jobs/${jobId}`);
  await s.getByRole('button', { name: 'Share Job' }).click();
  await expect
    .poll(() => s.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
    .toMatch(new RegExp(`/jobs/${jobId}$`));
  await sharer.close();
});

test('a freelancer applies, sees it on the job page and in My Proposals, and withdraws', async ({
  signUp,
  isMobile,
}) => {
  const client = await signUp({ role: 'client' });
  const f = await signUp({ firstName: 'Zarina', lastName: 'Hunzai' });
  const tag = `proposal${Date.now().toString(36)}`;
  const jobId = await postJob(client.page.request, `Translation job ${tag} for a brochure`);
  const page = f.page;

  await page.goto(`/jobs/${jobId}`);
  await page.getByLabel('Cover Letter').fill('I translate tourism brochures every month.');
  await page.getByLabel('Delivery Time').fill('1 week');
  await page.getByRole('button', { name: 'Submit Proposal' }).click();
  await expect(page.getByText(DATE_STATUS('Pending'))).toBeVisible();
  await expect(page.getByLabel('Cover Letter')).toHaveCount(0);

  // My Proposals is in a freelancer's user menu.
  await page.goto('/');
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: /^Open user menu/ }).click();
  await page.getByRole('menuitem', { name: 'My Proposals' }).click();
  await expect(page).toHaveURL(/\/proposals$/);
  await expect(page.getByRole('heading', { name: 'My Proposals' })).toBeVisible();
  const row = page.getByRole('article', { name: `Proposal for Translation job ${tag} for a brochure` });
  await expect(row.getByRole('link', { name: `Translation job ${tag} for a brochure` })).toHaveAttribute(
    'href',
    `/jobs/${jobId}`,
  );
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expect(row.getByText(/^Sent \d{1,2} \w{3}/)).toBeVisible();
  await fits(page);

  // The owner watches the job's proposals while the freelancer withdraws.
  await client.page.goto(`/my-jobs/${jobId}`);
  const card = client.page.getByRole('article', { name: 'Proposal from Zarina Hunzai' });
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Withdraw' }).click();
  await confirm(page, 'Withdraw proposal');
  await expect(row.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);

  // The owner's list updates without a reload: withdrawn, with no Accept.
  await expect(card.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByText(DATE_STATUS('Withdrawn'))).toBeVisible();

  // A client's menu has no My Proposals.
  await client.page.goto('/');
  if (isMobile) await client.page.getByRole('button', { name: 'Open menu' }).click();
  await client.page.getByRole('button', { name: /^Open user menu/ }).click();
  await expect(client.page.getByRole('menuitem', { name: 'My Jobs' })).toBeVisible();
  await expect(client.page.getByRole('menuitem', { name: 'My Proposals' })).toHaveCount(0);
});
