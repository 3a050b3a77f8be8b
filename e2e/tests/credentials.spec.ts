import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type TestInfo } from '@playwright/test';
import { adminEmails } from '../admins.ts';
import { verifyEmail } from '../mail.ts';
import { adminWithTwoFactor } from '../admin-sign-up.ts';

/**
 * Programme credentials (issue 36): an admin issues one in the console, the freelancer's public
 * profile shows "Verified: …", the public verification page says valid, the directory's
 * Programme-verified filter finds them; after the admin revokes it, the page says revoked and why
 * and the profile no longer claims it.
 */

async function freelancerWithProfile(browser: Browser, info: TestInfo, tag: string) {
  const context = await browser.newContext({ baseURL: info.project.use.baseURL });
  const page = await context.newPage();
  const email = `freelancer.${tag}@example.test`;
  const res = await page.request.post('/api/auth/register', {
    data: {
      email,
      password: 'correct-horse-battery',
      firstName: 'Zainab',
      lastName: tag,
      role: 'freelancer',
    },
  });
  expect(res.status()).toBe(201);
  const id = (await res.json()).user._id as string;
  await verifyEmail(page.request, email);
  const made = await page.request.post('/api/profile', {
    multipart: {
      headline: `${tag} web developer for guesthouses`,
      jobTitle: 'Web Development',
      bio: 'I build booking websites for guesthouses and travel agencies across Baltistan.',
      services: JSON.stringify(['Web Development']),
      skills: JSON.stringify(['Web Development']),
      portfolio: '[]',
      hourlyRate: '20',
      location: 'Skardu',
      country: 'Pakistan',
      socialMedia: '{}',
      languages: JSON.stringify(['English']),
      certifications: '[]',
      education: '[]',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  await context.close();
  return id;
}

test('an admin issues a credential, the profile shows it verified, then a revocation shows everywhere', async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const tag = `ibex${randomBytes(4).toString('hex')}`;
  const holderId = await freelancerWithProfile(browser, info, tag);
  const slot = (info.project.name === 'phone' ? [3, 5] : [2, 4])[Math.min(info.retry, 1)]!;
  const adminContext = await browser.newContext({ baseURL: info.project.use.baseURL });
  const admin = await adminContext.newPage();
  await adminWithTwoFactor(admin, adminEmails[slot]!);

  // Issue in the console.
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Credentials' }).click();
  await admin.getByPlaceholder('Search freelancers by name or e-mail').fill(tag);
  await admin.getByRole('button', { name: 'Find' }).click();
  await admin.getByRole('button', { name: `Choose: Zainab ${tag}` }).click();
  await admin.getByLabel('Course', { exact: true }).fill('Full-Stack Web Development');
  await admin.getByLabel('Hub', { exact: true }).fill('Skardu FLH');
  await admin.getByLabel('Completed on').fill('2026-10-15');
  await admin.getByRole('button', { name: 'Issue credential' }).click();
  await expect(admin.getByText('Credential issued')).toBeVisible();
  const row = admin.getByRole('listitem', { name: 'Full-Stack Web Development, Skardu FLH' });
  await expect(row).toContainText(`Zainab ${tag}`);

  // A visitor: the profile says Verified and the verification page says valid.
  const visitorContext = await browser.newContext({ baseURL: info.project.use.baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/u/${holderId}`);
  const verified = visitor.getByRole('link', {
    name: 'Verified: Full-Stack Web Development, Skardu FLH, October 2026',
  });
  await expect(verified).toBeVisible();
  await verified.click();
  await expect(visitor).toHaveURL(/\/credentials\/[0-9a-f-]{36}$/);
  await expect(visitor.getByRole('heading', { name: 'Credential verification' })).toBeVisible();
  await expect(visitor.getByText('Valid credential')).toBeVisible();
  await expect(visitor.getByRole('link', { name: `Zainab ${tag}` })).toHaveAttribute(
    'href',
    `/u/${holderId}`,
  );
  const credentialUrl = visitor.url();

  // The directory's Programme-verified filter finds them.
  await visitor.goto(`/talent?q=${tag}`);
  await visitor.getByRole('checkbox', { name: 'Programme-verified' }).check();
  await expect(visitor).toHaveURL(/verified=true/);
  await expect(visitor.getByTestId('talent-card').filter({ hasText: `Zainab ${tag}` })).toBeVisible();

  // The admin revokes with a reason.
  await row.getByRole('button', { name: 'Revoke' }).click();
  await row.getByLabel('Why is it revoked?').fill('Course not completed in full');
  await row.getByRole('button', { name: 'Revoke credential' }).click();
  await expect(admin.getByText('Credential revoked', { exact: true })).toBeVisible();
  await expect(row.getByText('revoked', { exact: true })).toBeVisible();

  await visitor.goto(credentialUrl);
  await expect(visitor.getByText('Not valid')).toBeVisible();
  await expect(
    visitor.getByText(/This credential was revoked on .+\. Reason: Course not completed in full/),
  ).toBeVisible();
  await visitor.goto(`/u/${holderId}`);
  await expect(visitor.getByRole('heading', { name: `Zainab ${tag}` })).toBeVisible();
  await expect(visitor.getByText(/^Verified:/)).toHaveCount(0);
  await visitor.goto(`/talent?q=${tag}&verified=true`);
  await expect(visitor.getByText('No freelancers found matching your criteria.')).toBeVisible();

  await visitorContext.close();
  await adminContext.close();
});
