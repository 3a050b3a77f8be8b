import type { APIRequestContext, Page } from '@playwright/test';
import { expect, register, test } from '../fixtures.ts';
import { expectNoEnglish, expectNoSidewaysScroll, inUrdu } from '../i18n.ts';
import { expectNoAxeFindings } from '../axe.ts';

/**
 * Urdu (issue 19) on the freelancer's own screens: the profile form (create, edit, its preview, the
 * guest's sign-in-first), the owner panels of the profile page, leaving and replying to reviews, and
 * the gallery's captions. Right-to-left, no English outside what people wrote, no sideways scroll.
 */

/** A freelancer's profile, made through the API as the profile form sends it. */
async function makeProfile(request: APIRequestContext) {
  const res = await request.post('/api/profile', {
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
  expect(res.ok(), await res.text()).toBe(true);
}

async function ok(request: APIRequestContext, url: string, data?: unknown) {
  const res = await request.post(url, data === undefined ? {} : { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

async function checkScreen(page: Page, allow: (string | RegExp)[] = []) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoSidewaysScroll(page);
  await expectNoEnglish(page, allow);
  await expectNoAxeFindings(page);
}

test('the profile form, its preview and the owner panels in Urdu', async ({ signUp, baseURL }) => {
  const { context, page, id } = await signUp({ role: 'freelancer', firstName: 'Karim', lastName: 'Hunzai' });
  await makeProfile(context.request);
  await inUrdu(context, baseURL!);

  await page.goto('/profile/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'اپنے پروفائل میں ترمیم کریں' })).toBeVisible();
  await expect(page.getByLabel('پیشہ ورانہ سرخی')).toHaveValue('Web developer for guesthouses');
  await expect(page.getByRole('heading', { level: 2, name: 'پیشہ ورانہ معلومات' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'پروفائل محفوظ کریں' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await checkScreen(page);

  await page.getByRole('button', { name: 'پیش منظر' }).click();
  const preview = page.getByRole('dialog', { name: 'پروفائل کا پیش منظر' });
  await expect(preview).toBeVisible();
  await expect(preview.getByText('£25 فی گھنٹہ')).toBeVisible();
  await checkScreen(page);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // The profile page as its owner, every edit panel open.
  await page.goto(`/u/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Karim Hunzai' })).toBeVisible();
  for (const panel of [
    'مقام میں ترمیم کریں',
    'فی گھنٹہ ریٹ میں ترمیم کریں',
    'زبان شامل کریں',
    'سرٹیفیکیشن شامل کریں',
    'پروجیکٹ شامل کریں',
  ]) {
    await page.getByRole('button', { name: panel }).click();
    await expect(page.getByRole('region', { name: panel })).toBeVisible();
  }
  await expect(page.getByLabel('سرٹیفیکیشن کا نام')).toBeVisible();
  // A file that is not an image: the picker's error line.
  await page.locator('#new-project-image').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByText('براہ کرم تصویر کی فائل منتخب کریں')).toBeVisible();
  await checkScreen(page);

  await page.getByRole('tab', { name: 'تعلیم' }).click();
  await page.getByRole('button', { name: 'تعلیم شامل کریں' }).click();
  await expect(page.getByLabel('ادارہ', { exact: true })).toBeVisible();
  await checkScreen(page);
});

test('a review left on an ended contract and a reply to it, in Urdu', async ({ signUp, baseURL }) => {
  const client = await signUp({ role: 'client', firstName: 'Amina', lastName: 'Shigri' });
  const freelancer = await signUp({ role: 'freelancer', firstName: 'Karim', lastName: 'Hunzai' });
  await makeProfile(freelancer.context.request);
  const { contract } = await ok(client.context.request, '/api/contracts', {
    freelancerId: freelancer.id,
    title: 'Guesthouse booking site',
    description: 'A booking website for a guesthouse in Karimabad.',
    currency: 'USD',
    milestones: [{ title: 'Whole site', amount: 20_000 }],
  });
  const milestone = contract.milestones[0]._id;
  await ok(freelancer.context.request, `/api/contracts/${contract._id}/accept`);
  await ok(client.context.request, `/api/milestones/${milestone}/fund`);
  await ok(freelancer.context.request, `/api/milestones/${milestone}/submit`, { message: 'Live now' });
  await ok(client.context.request, `/api/milestones/${milestone}/approve`);
  await ok(client.context.request, `/api/contracts/${contract._id}/end`);

  const { page } = freelancer;
  await inUrdu(freelancer.context, baseURL!);
  await page.goto(`/projects/${contract._id}`);
  const card = page.getByRole('form', { name: 'ریویو لکھیں' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ریویوز' })).toBeVisible();
  await card.getByLabel('5 ستارے').check();
  await card.getByLabel('تبصرہ').fill('Clear brief and quick payment, a pleasure to work with.');
  await checkScreen(page);
  await card.getByRole('button', { name: 'ریویو جمع کرائیں' }).click();
  await expect(page.getByRole('region', { name: 'آپ کا ریویو' })).toBeVisible();
  await expect(page.getByText('دوسرا ریویو ابھی شائع نہیں ہوا۔')).toBeVisible();
  await checkScreen(page);

  // The client's review publishes both; the freelancer replies on the profile's Reviews tab.
  await ok(client.context.request, `/api/contracts/${contract._id}/review`, {
    rating: 5,
    comment: 'Excellent site, delivered early.',
  });
  await page.reload();
  await expect(page.getByRole('region', { name: 'آپ کے بارے میں ان کا ریویو' })).toBeVisible();
  await checkScreen(page);

  await page.goto(`/u/${freelancer.id}`);
  await page.getByRole('tab', { name: /ریویوز/ }).click();
  await page.getByRole('button', { name: 'جواب دیں' }).click();
  await expect(page.getByRole('form', { name: 'اس ریویو کا جواب دیں' })).toBeVisible();
  await expect(page.getByLabel('آپ کا جواب')).toBeVisible();
  await checkScreen(page);
});

test('the create form, the guest’s sign-in-first and the gallery captions in Urdu', async ({
  page,
  context,
  baseURL,
}) => {
  await inUrdu(context, baseURL!);
  await page.goto('/gallery');
  await expect(page.getByRole('button', { name: 'گلگت میں فری لانسنگ ہب کا افتتاح' })).toBeVisible();
  await checkScreen(page);
  await page.getByRole('button', { name: 'اپ ورک پروفائل بنانے کی ورکشاپ' }).click();
  await expect(page.getByRole('dialog', { name: 'اپ ورک پروفائل بنانے کی ورکشاپ' })).toBeVisible();
  await checkScreen(page);
  await page.keyboard.press('Escape');

  await page.goto('/profile/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'اپنا پروفائل بنائیں' })).toBeVisible();
  await expect(page.getByText('پروفائل بنانے کے لیے سائن اِن کریں')).toBeVisible();
  await checkScreen(page);

  await register(page.request, { role: 'freelancer' });
  await page.goto('/profile/edit?mode=create');
  await expect(page.getByRole('heading', { level: 1, name: 'اپنا پروفائل بنائیں' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'پروفائل بنائیں' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await checkScreen(page);
});
