import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { verifyEmail } from '../mail.ts';

/** Issue 17: both parties of a finished contract review each other, double-blind. */

async function person(browser: Browser, role: 'client' | 'freelancer', firstName: string) {
  const context = await browser.newContext();
  const email = `reviews.${role}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.test`;
  const res = await context.request.post('/api/auth/register', {
    data: { email, password: 'correct-horse-battery', firstName, lastName: 'Test', role },
  });
  expect(res.status()).toBe(201);
  // Funding escrow and withdrawing need a verified address: follow the sign-up mail's link.
  await verifyEmail(context.request, email);
  return { context, request: context.request, id: (await res.json()).user._id as string };
}

async function ok(request: APIRequestContext, url: string, data?: unknown) {
  const res = await request.post(url, data === undefined ? {} : { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

test('both parties review a finished contract; each review stays hidden until both are written', async ({
  browser,
}) => {
  const client = await person(browser, 'client', 'Amina');
  const freelancer = await person(browser, 'freelancer', 'Karim');
  const made = await freelancer.request.post('/api/profile', {
    multipart: {
      headline: 'Web developer for guesthouses',
      jobTitle: 'Web Development',
      bio: 'I build booking websites for guesthouses and travel agencies across the northern valleys.',
      services: JSON.stringify(['Web Development']),
      skills: JSON.stringify(['Web Development']),
      portfolio: '[]',
      hourlyRate: '25',
      location: 'Karimabad',
      country: 'Pakistan',
      socialMedia: '{}',
      languages: JSON.stringify(['English']),
      certifications: '[]',
      education: '[]',
    },
  });
  expect(made.status(), await made.text()).toBe(201);

  // A visitor sees no invented reviews on a new profile.
  const page = await client.context.newPage();
  await page.goto(`/u/${freelancer.id}`);
  await expect(page.getByText('No reviews yet').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Reviews (0)' }).click();
  await expect(page.getByRole('tabpanel').getByText('No reviews yet')).toBeVisible();
  await expect(page.getByText('Sarah Johnson')).toHaveCount(0);

  // The contract: offer, accept, fund, submit, approve, end.
  const { contract } = await ok(client.request, '/api/contracts', {
    freelancerId: freelancer.id,
    title: 'Guesthouse booking site',
    description: 'A booking website for a guesthouse in Karimabad.',
    currency: 'USD',
    milestones: [{ title: 'Whole site', amount: 20_000 }],
  });
  const m = contract.milestones[0]._id;
  await ok(freelancer.request, `/api/contracts/${contract._id}/accept`);
  await ok(client.request, `/api/milestones/${m}/fund`);
  await ok(freelancer.request, `/api/milestones/${m}/submit`, { message: 'Live now' });
  await ok(client.request, `/api/milestones/${m}/approve`);
  await ok(client.request, `/api/contracts/${contract._id}/end`);

  // The client reviews first: the freelancer cannot see it yet, nor can visitors.
  await ok(client.request, `/api/contracts/${contract._id}/review`, {
    rating: 5,
    comment: 'Excellent site, delivered early.',
  });
  const hidden = await (await freelancer.request.get(`/api/contracts/${contract._id}/reviews`)).json();
  expect(hidden).toMatchObject({ theirs: null, canReview: true });
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Reviews (0)' })).toBeVisible();

  // The second review publishes both at once.
  await ok(freelancer.request, `/api/contracts/${contract._id}/review`, {
    rating: 4,
    comment: 'Clear brief and quick payment.',
  });
  const shown = await (await freelancer.request.get(`/api/contracts/${contract._id}/reviews`)).json();
  expect(shown.theirs).toMatchObject({ rating: 5, comment: 'Excellent site, delivered early.' });

  await page.reload();
  await expect(page.getByText('(1 review)')).toBeVisible();
  await page.getByRole('tab', { name: 'Reviews (1)' }).click();
  await expect(page.getByRole('tabpanel').getByText('Excellent site, delivered early.')).toBeVisible();
  await expect(page.getByText('1 job completed', { exact: true })).toBeVisible();
  await client.context.close();
  await freelancer.context.close();
});
