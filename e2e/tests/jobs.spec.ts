import { randomBytes } from 'node:crypto';
import { expect, test } from '../fixtures.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

test('a client posts a job with a PDF; a freelancer finds it and proposes; the client accepts', async ({
  signUp,
}) => {
  const tag = `kestrel${randomBytes(4).toString('hex')}`;
  const title = `${tag} booking website for a Hunza guesthouse`;
  const client = await signUp({ role: 'client', firstName: 'Zara' });
  const freelancer = await signUp({ role: 'freelancer', firstName: 'Imran' });

  // The client posts the job with an attachment.
  const c = client.page;
  await c.goto('/post-job');
  await expect(c.getByRole('heading', { name: 'Post a Job' })).toBeVisible();
  await c.getByLabel('Job Title').fill(title);
  await c.getByLabel('Category').selectOption('Web Development');
  await c
    .getByLabel('Job Description')
    .fill('A responsive booking website with an availability calendar, online payments and an admin panel.');
  await c.getByLabel('Required Skills').fill('React');
  await c.getByLabel('Required Skills').press('Enter');
  await c.getByLabel('Required Skills').fill('Node.js');
  await c.getByRole('button', { name: 'Add skill' }).click();
  await expect(c.getByRole('list', { name: 'Added skills' }).getByRole('listitem')).toHaveCount(2);
  await c.getByLabel('Experience Level').selectOption('Intermediate');
  await c.getByLabel('Minimum Budget ($)').fill('400');
  await c.getByLabel('Maximum Budget ($)').fill('900');
  await c.getByLabel('Project Duration').selectOption('1-3-months');
  await c.getByLabel('Attachments (Optional)').setInputFiles({
    name: 'project-brief.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await c.getByRole('button', { name: 'Post Job' }).click();
  await expect(c.getByText('Job Posted Successfully!')).toBeVisible();
  await expect(c).toHaveURL(/\/jobs$/, { timeout: 10_000 });

  // The freelancer finds it by search, opens it and proposes.
  const f = freelancer.page;
  await f.goto('/jobs');
  await f.getByRole('searchbox', { name: 'Search jobs' }).fill(tag.slice(0, -2));
  await expect(f.getByText('Showing 1 of 1 job')).toBeVisible();
  await f.getByRole('link', { name: title }).click();
  await expect(f.getByRole('heading', { name: title })).toBeVisible();
  const attachment = f.getByRole('link', { name: 'project-brief.pdf' });
  await expect(attachment).toHaveAttribute('target', '_blank');
  const served = await f.request.get((await attachment.getAttribute('href'))!);
  expect(served.ok()).toBe(true);
  await expect(f.getByText('About the Client')).toBeVisible();
  // Issue 21: a freelancer the client has not hired does not see the client's e-mail.
  await expect(f.getByText(client.email)).toHaveCount(0);
  await f.getByRole('button', { name: 'Submit Proposal' }).click();
  await expect(f.getByText('Please fill in all required fields')).toBeVisible();
  await f.getByLabel('Cover Letter').fill('I have built three booking sites for guesthouses in Gilgit.');
  await f.getByLabel('Delivery Time').fill('4 weeks');
  await f.getByRole('button', { name: 'Submit Proposal' }).click();
  await expect(f.getByText('Your proposal has been submitted successfully!')).toBeVisible();
  // The job page knows the viewer now (issue 21): the form gives way to the proposal's status.
  await expect(f.getByText(/^You applied on \d{1,2} \w{3}( \d{4})? · Pending$/)).toBeVisible();
  await expect(f.getByLabel('Cover Letter')).toHaveCount(0);

  // The client sees the proposal count and accepts.
  await c.goto('/my-jobs');
  const card = c.getByRole('link', { name: title });
  await expect(card).toBeVisible();
  await expect(
    c.locator('div', { has: card }).getByText('1 proposal', { exact: true }).first(),
  ).toBeVisible();
  await card.click();
  await expect(c.getByRole('heading', { name: 'Proposals (1)' })).toBeVisible();
  const proposal = c.getByRole('article', { name: 'Proposal from Imran Tester' });
  await expect(proposal.getByText(freelancer.email)).toBeVisible();
  await expect(proposal.getByText('Delivery: 4 weeks')).toBeVisible();
  await expect(proposal.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
    'href',
    /^\/u\/[0-9a-f-]{36}$/,
  );
  await proposal.getByRole('button', { name: 'Accept' }).click();
  // Accept asks first (issue 21).
  await c.getByRole('dialog').getByRole('button', { name: 'Accept proposal' }).click();
  await expect(c.getByText('Proposal accepted successfully')).toBeVisible();
  await expect(proposal.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(proposal.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(c.getByText('In progress', { exact: true })).toBeVisible();

  // The job page shows the owner's tabs, and the job has left the board.
  await c.goto(c.url().replace('/my-jobs/', '/jobs/'));
  await expect(c.getByRole('tab', { name: 'Proposals (1)' })).toBeVisible();
  await expect(c.getByRole('tab', { name: 'Reviews (0)' })).toBeVisible();
  await expect(c.getByText('You cannot apply to your own job')).toBeVisible();
  await expect(c.locator('main').getByText(client.email)).toBeVisible();
  await f.goto(`/jobs?search=${tag}`);
  await expect(f.getByText('No jobs found matching your criteria.')).toBeVisible();
});

test('the job board: category from the URL, Job Not Found, and permission on /my-jobs/{id}', async ({
  browser,
  signUp,
}, info) => {
  const guest = await browser.newContext({ baseURL: info.project.use.baseURL });
  const page = await guest.newPage();
  await page.goto('/jobs?category=Data%20Science');
  await expect(page.getByLabel('Category')).toHaveValue('Data Science');
  await page.goto('/jobs?category=Plumbing');
  await expect(page.getByLabel('Category')).toHaveValue('all');
  await expect(page.getByText(/^Showing (0 jobs|\d+(–\d+)? of [\d,]+ jobs?)$/)).toBeVisible();

  await page.goto('/jobs/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Job Not Found' })).toBeVisible();
  await expect(page.getByText("The job you're looking for doesn't exist or has been removed.")).toBeVisible();
  await expect(page.getByText('Failed to load job details')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await guest.close();

  const client = await signUp({ role: 'client', firstName: 'Owner' });
  const res = await client.page.request.post('/api/jobs', {
    multipart: {
      title: 'Private job only its owner manages',
      category: 'Translation',
      description: 'Translate a tourism brochure from English into Urdu; about twelve pages of text.',
      skills: JSON.stringify(['Urdu']),
      budgetType: 'hourly',
      budgetMin: '10',
      budgetMax: '20',
      duration: 'less-than-week',
      experienceLevel: 'Entry Level',
    },
  });
  expect(res.status()).toBe(201);
  const jobId = (await res.json()).job._id as string;
  const visitor = await browser.newContext({ baseURL: info.project.use.baseURL });
  const guestPage = await visitor.newPage();
  await guestPage.goto(`/jobs/${jobId}`);
  // A guest is asked to sign in before typing (issue 21): no form to fill in first.
  await expect(guestPage.getByText('Sign in to send a proposal')).toBeVisible();
  await expect(guestPage.getByLabel('Cover Letter')).toHaveCount(0);
  await expect(guestPage.getByRole('tab', { name: /Proposals/ })).toHaveCount(0);
  await visitor.close();

  const other = await signUp({ role: 'client', firstName: 'Other' });
  await other.page.goto(`/my-jobs/${jobId}`);
  await expect(other.page.getByText("You don't have permission to view this job").first()).toBeVisible();
  await expect(other.page.getByText('Proposals (')).toHaveCount(0);
});

test("a guest's job page fetches no dialog or proposal code; a signed-in visitor reports the job through its dialog", async ({
  page,
  signUp,
}) => {
  const title = `Hotel booking site ${randomBytes(3).toString('hex')}`;
  const client = await signUp({ role: 'client', firstName: 'Zara' });
  const posted = await client.page.request.post('/api/jobs', {
    multipart: {
      title,
      category: 'Web Development',
      description: 'A fast website with rooms, prices and a booking enquiry form for travellers.',
      skills: JSON.stringify(['React']),
      budgetType: 'fixed',
      budgetMin: '300',
      budgetMax: '700',
      duration: '1-3-months',
      experienceLevel: 'Intermediate',
    },
  });
  expect(posted.status()).toBe(201);
  const jobId = ((await posted.json()) as { job: { _id: string } }).job._id;

  // A guest: the report dialog's and the proposal form's code are fetched on demand, not with the page.
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Sign in to send a proposal')).toBeVisible();
  await page.waitForLoadState('load');
  expect(scripts.filter((u) => /report-dialog|proposal-form/.test(u))).toEqual([]);

  // Signed in: 'Report' opens the dialog (its code comes on the press), sends, and closes.
  const imran = await signUp({ role: 'freelancer', firstName: 'Imran' });
  const p = imran.page;
  const theirs: string[] = [];
  p.on('request', (r) => void (r.resourceType() === 'script' && theirs.push(r.url())));
  await p.goto(`/jobs/${jobId}`);
  await expect(p.getByLabel('Cover Letter')).toBeVisible();
  const report = p.getByRole('button', { name: 'Report' });
  await report.click();
  const dialog = p.getByRole('dialog', { name: 'Report this job' });
  await dialog.getByLabel('What is wrong?').fill('Asks for a deposit before any work');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(p.getByText('Thank you. An admin will look at your report.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(report).toBeFocused();
  // ...and those chunks exist: the signed-in page fetched both.
  const fetched = new Set(theirs.map((u) => /(report-dialog|proposal-form)-[^/]*\.js$/.exec(u)?.[1]));
  expect([...fetched].filter(Boolean).sort()).toEqual(['proposal-form', 'report-dialog']);
});
