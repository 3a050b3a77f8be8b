import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { galleryAdminEmails } from '../admins.ts';
import { adminWithTwoFactor } from '../admin-sign-up.ts';
import { inUrdu } from '../i18n.ts';

/**
 * The gallery kept by programme staff (issue 36): in the console's Programme pages an admin changes a
 * photo's caption in English and Urdu; a visitor's gallery shows it at once in both languages, and
 * that photo no longer says "Sample" while the others still do. Read on a phone and a desktop, each
 * on its own photo (38 and 39: other journeys read the first ones) so the two never edit one entry.
 */
test('staff change a gallery caption in the console, and the gallery shows it in English and Urdu', async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const baseURL = info.project.use.baseURL!;
  const phone = info.project.name === 'phone';
  const photo = phone ? '38' : '39';
  // Digits only: a tag with letters in it reads as English to the Urdu journeys that see the gallery after.
  const tag = String(randomInt(100_000, 1_000_000));
  const english = `Night shift at the park ${tag}`;
  const urdu = `پارک میں رات کی شفٹ ${tag}`;

  // Staff work in the console on a wide screen; the visitor reads on the project's device.
  const staffContext = await browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 850 },
    isMobile: false,
    hasTouch: false,
  });
  const staff = await staffContext.newPage();
  await adminWithTwoFactor(staff, galleryAdminEmails[(phone ? 2 : 0) + Math.min(info.retry, 1)]!);
  await staff.goto('/admin');
  await staff.getByRole('tab', { name: 'Programme pages' }).click();
  await staff.getByLabel('Entry to edit').selectOption(`photo/${photo}`);
  const titles = staff.getByRole('group', { name: 'Title' });
  await titles.getByLabel('English').fill(english);
  await titles.getByLabel('Urdu').fill(urdu);
  await staff.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText('Saved. The pages show it now.')).toBeVisible();
  await expect(staff.getByText(/Confirmed by staff, version \d+/)).toBeVisible();

  // A visitor's gallery shows the new caption, without the Sample label on that photo only.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/gallery');
  const tile = visitor.getByRole('listitem').filter({ has: visitor.getByRole('button', { name: english }) });
  await expect(tile).toBeVisible();
  await expect(tile).not.toContainText('Sample');
  const first = visitor.locator('main li').filter({ has: visitor.locator('[data-photo-index="0"]') });
  await expect(first).toContainText('Sample');
  await tile.getByRole('button', { name: english }).click();
  await expect(visitor.getByRole('dialog', { name: english })).toBeVisible();
  await visitor.keyboard.press('Escape');

  // The shared link opens it, in Urdu too.
  await inUrdu(visitorContext, baseURL);
  await visitor.goto(`/gallery?photo=${photo}`);
  await expect(visitor.getByRole('dialog', { name: urdu })).toBeVisible();
  await visitor.keyboard.press('Escape');
  await expect(visitor.getByRole('button', { name: urdu })).toBeVisible();

  // The audit log names the change.
  const audit = await staff.request.get('/api/admin/audit');
  expect(audit.status()).toBe(200);
  expect(JSON.stringify(await audit.json())).toContain(`photo/${photo}`);

  await Promise.all([staffContext.close(), visitorContext.close()]);
});
