import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const PASSWORD = 'e2e-password-123';

async function register(
  request: APIRequestContext,
  who: { firstName: string; lastName: string; role: 'client' | 'freelancer' },
) {
  const email = `${who.role}.${Date.now()}.${randomBytes(3).toString('hex')}@example.test`;
  const res = await request.post('/api/auth/register', { data: { email, password: PASSWORD, ...who } });
  expect(res.status(), await res.text()).toBe(201);
}

/** The bell's count in the side navigation. */
const bell = (page: Page) => page.getByRole('complementary').getByTestId('notification-count');

test("the client's bell counts up live when a freelancer proposes, and the page clears it", async ({
  browser,
}) => {
  const clientContext = await browser.newContext();
  const freelancerContext = await browser.newContext();
  const client = await clientContext.newPage();
  const freelancer = await freelancerContext.newPage();
  const errors: string[] = [];
  for (const p of [client, freelancer]) p.on('pageerror', (err) => errors.push(err.message));

  await register(client.request, { firstName: 'Omar', lastName: 'Baig', role: 'client' });
  await register(freelancer.request, { firstName: 'Nadia', lastName: 'Hunzai', role: 'freelancer' });
  const title = `Guesthouse booking site ${randomBytes(3).toString('hex')}`;
  const created = await client.request.post('/api/jobs', {
    multipart: {
      title,
      category: 'Web Development',
      description: 'A booking website for a guesthouse in Karimabad, with rooms, prices and a contact form.',
      skills: JSON.stringify(['React']),
      budgetType: 'fixed',
      budgetMin: '400',
      budgetMax: '900',
      duration: '1-3-months',
      experienceLevel: 'Intermediate',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const jobId = (await created.json()).job._id as string;

  // The client waits on the home page: no unread notifications yet.
  await client.goto('/');
  await expect(client.getByRole('complementary').getByRole('link', { name: 'Notifications' })).toBeVisible();
  await expect(bell(client)).toHaveCount(0);

  // The freelancer proposes through the job page.
  await freelancer.goto(`/jobs/${jobId}`);
  await freelancer
    .getByLabel('Cover Letter')
    .fill('I have built three booking sites for guesthouses in Gilgit.');
  await freelancer.getByLabel('Delivery Time').fill('4 weeks');
  await freelancer.getByRole('button', { name: 'Submit Proposal' }).click();
  await expect(freelancer.getByText('Your proposal has been submitted successfully!')).toBeVisible();

  // The client's bell counts up without a reload.
  await expect(bell(client)).toHaveText(/^1/);

  await client
    .getByRole('complementary')
    .getByRole('link', { name: /Notifications/ })
    .click();
  await expect(client).toHaveURL(/\/notifications$/);
  await expect(client.getByRole('tab', { name: 'Unread (1)' })).toBeVisible();
  const item = client.getByRole('button', { name: new RegExp(`New proposal on "${title}"`) });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Nadia Hunzai sent a proposal');

  // Clicking it opens the job's proposals and marks it read.
  await item.click();
  await expect(client).toHaveURL(new RegExp(`/my-jobs/${jobId}$`));
  await expect(client.getByRole('heading', { name: 'Proposals (1)' })).toBeVisible();
  await expect(bell(client)).toHaveCount(0);

  // A second proposal: 'Mark all as read' clears the count.
  const second = await browser.newContext();
  const other = await second.newPage();
  await register(other.request, { firstName: 'Karim', lastName: 'Shah', role: 'freelancer' });
  const res = await other.request.post('/api/applications', {
    data: { jobId, coverLetter: 'I can start tomorrow.', deliveryTime: '3 weeks' },
  });
  expect(res.status()).toBe(201);
  await expect(bell(client)).toHaveText(/^1/);
  await client.goto('/notifications');
  await expect(client.getByTestId('unread-badge')).toHaveText(/1/);
  await client.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(client.getByRole('tab', { name: 'Unread (0)' })).toBeVisible();
  await expect(client.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await expect(bell(client)).toHaveCount(0);
  await client.getByRole('tab', { name: 'Unread (0)' }).click();
  await expect(client.getByText('No notifications')).toBeVisible();

  expect(errors).toEqual([]);
  await second.close();
  await clientContext.close();
  await freelancerContext.close();
});
