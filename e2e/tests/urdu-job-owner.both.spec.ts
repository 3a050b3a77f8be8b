import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectNoEnglish, expectNoSidewaysScroll, inUrdu } from '../i18n.ts';
import { expectNoAxeFindings } from '../axe.ts';

/**
 * Urdu for the job owner's and the freelancer's own-work screens (issue 19): post and edit a job,
 * My Jobs, a job with its proposals and quick actions, My Proposals, and their dialogs show no
 * English outside what people wrote (the job's English title, description, cover letter and file
 * name are user content) and do not scroll sideways on a phone.
 */

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const TITLE = 'Booking website for a Skardu guesthouse';

async function postJob(request: APIRequestContext) {
  const res = await request.post('/api/jobs', {
    multipart: {
      title: TITLE,
      category: 'Web Development',
      description: 'A responsive booking website with an availability calendar and online payments.',
      skills: JSON.stringify(['React', 'Node.js']),
      budgetType: 'fixed',
      budgetMin: '400',
      budgetMax: '900',
      duration: '1-3-months',
      experienceLevel: 'Intermediate',
      attachments: { name: 'brief.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { job: { _id: string } }).job._id;
}

/** The page in Urdu, right-to-left, with `heading` as its first h1, no English and no sideways scroll. */
async function check(page: Page, heading: string | RegExp) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('main h1').first()).toHaveText(heading);
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);
  await expectNoEnglish(page);
  await expectNoAxeFindings(page);
}

/** An open dialog with `title`: no English in it (or around it), then closed by Escape. */
async function checkDialog(page: Page, title: string | RegExp) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading').first()).toHaveText(title);
  await expectNoEnglish(page);
  await expectNoAxeFindings(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

test('the owner and the freelancer see their own work in Urdu', async ({ signUp, baseURL }) => {
  test.setTimeout(180_000);
  const client = await signUp({ role: 'client', firstName: 'آمنہ', lastName: 'کریم' });
  const freelancer = await signUp({ firstName: 'عمران', lastName: 'علی' });
  await inUrdu(client.context, baseURL!);
  await inUrdu(freelancer.context, baseURL!);
  const jobId = await postJob(client.page.request);
  const proposal = await freelancer.page.request.post('/api/applications', {
    data: { jobId, coverLetter: 'I have built three booking sites in Gilgit.', deliveryTime: '4 weeks' },
  });
  expect(proposal.status(), await proposal.text()).toBe(201);

  const c = client.page;
  await c.goto('/my-jobs');
  await check(c, 'میری جابز');
  await expect(c.getByText('1 پروپوزل')).toBeVisible();

  await c.goto(`/my-jobs/${jobId}`);
  await expect(c.getByRole('article', { name: 'عمران علی کا پروپوزل' })).toBeVisible();
  await check(c, TITLE);
  await expect(c.getByRole('heading', { name: 'فوری اقدامات' })).toBeVisible();
  await c.getByRole('button', { name: 'تمام درخواست دہندگان کو پیغام بھیجیں' }).click();
  await checkDialog(c, 'تمام درخواست دہندگان کو پیغام بھیجیں');
  await c.getByRole('button', { name: 'منظور کریں', exact: true }).click();
  await checkDialog(c, 'کیا آپ عمران علی کا پروپوزل منظور کرنا چاہتے ہیں؟');
  await c.getByRole('button', { name: 'جاب بند کریں' }).click();
  await checkDialog(c, 'کیا آپ یہ جاب بند کرنا چاہتے ہیں؟');

  await c.goto(`/my-jobs/${jobId}/edit`);
  await check(c, 'جاب میں ترمیم کریں');
  await expect(c.getByLabel('موجودہ منسلک فائلیں')).toBeVisible();

  await c.goto('/post-job');
  await check(c, 'جاب پوسٹ کریں');
  await c
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(c.getByText('5 میں سے 1 فائل منتخب کی گئی')).toBeVisible();
  await expectNoEnglish(c);
  await expectNoAxeFindings(c);

  const f = freelancer.page;
  await f.goto('/proposals');
  await expect(f.getByRole('article', { name: `${TITLE} کے لیے پروپوزل` })).toBeVisible();
  await check(f, 'میرے پروپوزلز');
  await f.getByRole('button', { name: 'واپس لیں', exact: true }).click();
  await checkDialog(f, 'کیا آپ یہ پروپوزل واپس لینا چاہتے ہیں؟');

  await f.goto('/my-jobs');
  await expect(f.getByRole('heading', { name: 'ابھی آپ نے کوئی جاب پوسٹ نہیں کی' })).toBeVisible();
  await check(f, 'میری جابز');
});

test('a guest sees the sign-in prompts of the own-work screens in Urdu', async ({
  page,
  context,
  baseURL,
}) => {
  await inUrdu(context, baseURL!);
  await page.goto('/post-job');
  await expect(page.getByRole('region', { name: 'جاب پوسٹ کرنے کے لیے سائن اِن کریں' })).toBeVisible();
  await check(page, 'جاب پوسٹ کریں');
  await page.goto('/proposals');
  await expect(page.getByRole('region', { name: 'اپنے پروپوزلز دیکھنے کے لیے سائن اِن کریں' })).toBeVisible();
  await check(page, 'میرے پروپوزلز');
  await page.goto('/my-jobs');
  await expect(page.getByText('اپنی پوسٹ کی ہوئی جابز دیکھنے کے لیے سائن اِن کریں۔')).toBeVisible();
  await check(page, 'میری جابز');
});
