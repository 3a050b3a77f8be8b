import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectNoAxeFindings } from '../axe.ts';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const LAST_NAME = 'Longsurname-Baltistani';

/** No sideways scrolling and no serious or critical accessibility problems in the main content. */
async function check(page: Page, path: string, ready: string) {
  await page.goto(path);
  await expect(page.getByText(ready).first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path}: no sideways scrolling`).toBeLessThanOrEqual(1);
  await expectNoAxeFindings(page);
}

test('the jobs screens fit the screen with long content and pass axe', async ({ signUp }) => {
  // Six pages, each with an axe run: on CI's two cores this takes longer than one page's budget.
  test.setTimeout(180_000);
  const client = await signUp({ role: 'client', firstName: 'Zarafshan', lastName: LAST_NAME });
  const res = await client.page.request.post('/api/jobs', {
    multipart: {
      title: 'Booking website for a Hunza guesthouse with online payments and a multilingual admin panel',
      category: 'Web Development',
      description: `${'A responsive booking website with an availability calendar and online payments. '.repeat(6)}https://example.com/a-very-long-address-without-any-spaces-in-it-at-all`,
      skills: JSON.stringify(['React', 'Node.js', 'PostgreSQL', 'Tailwind CSS', 'Stripe', 'Figma']),
      budgetType: 'fixed',
      budgetMin: '1500',
      budgetMax: '300000',
      duration: '1-3-months',
      experienceLevel: 'Expert',
      attachments: {
        name: 'a-very-long-project-brief-file-name-that-goes-on-and-on-and-on.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      },
    },
  });
  expect(res.status()).toBe(201);
  const jobId = (await res.json()).job._id as string;
  const freelancer = await signUp({ role: 'freelancer', firstName: 'Imran', lastName: LAST_NAME });
  const proposed = await freelancer.page.request.post('/api/applications', {
    data: {
      jobId,
      coverLetter: 'I have built booking sites for guesthouses.\nI can start next week.',
      deliveryTime: '4 weeks',
    },
  });
  expect(proposed.status()).toBe(201);

  const f = freelancer.page;
  await check(f, '/jobs', 'Showing');
  await check(f, `/jobs/${jobId}`, 'You applied on');
  const c = client.page;
  await check(c, `/jobs/${jobId}`, 'Reviews (0)');
  await check(c, '/my-jobs', '1 proposal');
  await check(c, `/my-jobs/${jobId}`, 'Delivery: 4 weeks');
  await check(c, '/post-job', 'Required Skills');
  await c.getByRole('button', { name: 'Post Job' }).click();
  await expect(c.getByText('Title is required')).toBeVisible();
  await expectNoAxeFindings(c);
});
