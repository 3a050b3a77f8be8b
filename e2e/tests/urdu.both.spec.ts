import { expect, test } from '../fixtures.ts';
import { expectNoEnglish, expectNoSidewaysScroll, inUrdu } from '../i18n.ts';

/**
 * Urdu with a right-to-left layout (issue 19): the switch in the navigation, the language kept
 * across reloads (and written on <html> by the server), and screens with no English left outside
 * what users wrote, without sideways scrolling on a phone.
 */

test('switching to Urdu in the navigation turns the page right-to-left, translated, and it stays after a reload', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Find Work' })).toBeVisible();
  await page.getByRole('button', { name: 'اردو' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  if (isMobile && !(await page.getByRole('dialog').isVisible())) {
    await page.getByRole('button', { name: 'مینیو کھولیں' }).click();
  }
  const urduNav = page.getByRole('navigation', { name: 'مرکزی' });
  await expect(urduNav.getByRole('link', { name: 'کام تلاش کریں' })).toBeVisible();
  await expect(urduNav.getByRole('link', { name: 'Find Work' })).toHaveCount(0);

  // The server writes the language on <html> before any script runs: nothing flips on load.
  const html = await (await page.request.get('/jobs')).text();
  expect(html).toContain('<html lang="ur" dir="rtl">');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);

  // And back: English, left-to-right.
  if (isMobile) await page.getByRole('button', { name: 'مینیو کھولیں' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

const SCREENS = ['/'];

for (const path of SCREENS) {
  test(`${path} in Urdu shows no English outside user content and no sideways scroll`, async ({
    page,
    context,
    baseURL,
    isMobile,
  }) => {
    await inUrdu(context, baseURL!);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
    await expectNoEnglish(page);
    if (isMobile) {
      await page.getByRole('button', { name: 'مینیو کھولیں' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoEnglish(page);
    }
  });
}
