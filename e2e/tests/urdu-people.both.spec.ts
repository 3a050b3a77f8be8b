import { expect, register, test } from '../fixtures.ts';
import { expectNoEnglish, expectNoSidewaysScroll, inUrdu } from '../i18n.ts';
import { expectNoAxeFindings } from '../axe.ts';

/**
 * Urdu (issue 19) on the people screens: the talent directory and a freelancer's profile, with
 * no English left outside what people wrote and no sideways scroll; and the English texts unchanged.
 */

/** A freelancer with a profile, made through the API as the profile form sends it. */
async function freelancerWithProfile(request: Parameters<typeof register>[0]) {
  const { id } = await register(request, { role: 'freelancer', firstName: 'Sadia', lastName: 'Baltistani' });
  const res = await request.post('/api/profile', {
    multipart: {
      headline: 'Web developer for tourism businesses',
      jobTitle: 'Web Development',
      bio: 'I build fast websites for hotels and tour operators in Skardu and Hunza.',
      services: JSON.stringify(['Web Development']),
      skills: JSON.stringify(['React']),
      portfolio: '[]',
      hourlyRate: '25',
      location: 'Skardu',
      country: 'Pakistan',
      socialMedia: '{}',
      languages: JSON.stringify(['English']),
      certifications: '[]',
      education: '[]',
    },
  });
  expect(res.ok(), 'profile saved through the API').toBe(true);
  return id;
}

test('the talent directory in Urdu: translated, right-to-left, no sideways scroll', async ({
  page,
  context,
  baseURL,
}) => {
  await inUrdu(context, baseURL!);
  await page.goto('/talent');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('heading', { level: 1, name: 'بہترین فری لانس ماہرین تلاش کریں' }),
  ).toBeVisible();
  await expect(page.getByText(/فری لانسرز? دستیاب ہیں?/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);
  await expectNoEnglish(page);
  await expectNoAxeFindings(page);
});

test('a freelancer profile in Urdu: translated, no English outside what the freelancer wrote', async ({
  page,
  context,
  baseURL,
}) => {
  const id = await freelancerWithProfile(context.request);
  // The owner sees the same page plus edit panels; read it as a visitor.
  await context.clearCookies();
  await inUrdu(context, baseURL!);
  await page.goto(`/u/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sadia Baltistani' })).toBeVisible();
  await expect(page.getByText('ابھی کوئی ریویو نہیں').first()).toBeVisible();
  await expect(page.getByText('£25 فی گھنٹہ')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);
  await expectNoEnglish(page);
  await expectNoAxeFindings(page);
});

test('in English the people screens keep their texts', async ({ page, context }) => {
  const id = await freelancerWithProfile(context.request);
  await context.clearCookies();
  await page.goto('/talent');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Top Freelance Talent' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search Talent' })).toBeVisible();
  await expect(page.getByText(/\d+ freelancers available/)).toBeVisible();
  await page.goto(`/u/${id}`);
  await expect(page.getByText('£25/hr')).toBeVisible();
  await expect(page.getByText('0 jobs completed', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Reviews (0)' })).toBeVisible();
  await expect(page.getByText('Member Since')).toBeVisible();
});
