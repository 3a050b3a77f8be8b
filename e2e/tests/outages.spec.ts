import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { outageAdminEmails } from '../admins.ts';
import { adminWithTwoFactor } from '../admin-sign-up.ts';

/**
 * Outage mode (issue 36, part 3): the client says they live in Skardu (Settings); staff declare a
 * Skardu outage in the console; both parties' contract page says why its deadlines stand still;
 * staff end it, the line goes away and the activity says the deadlines moved.
 */
/** Nothing scrolls sideways on a 360 px phone, and axe finds no serious or critical problem in main. */
async function fitsPhone(page: Page, what: string) {
  await page.setViewportSize({ width: 360, height: 780 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} at 360 px`).toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  const problems = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
  expect(problems, what).toEqual([]);
  await page.setViewportSize({ width: 1366, height: 850 });
}

test('staff declare an outage, the contract page shows its deadlines paused, ending it resumes them', async ({
  browser,
  signUp,
}, info) => {
  test.setTimeout(180_000);
  const client = await signUp({ role: 'client', firstName: 'Zara', lastName: 'Baltistani' });
  const freelancer = await signUp({ role: 'freelancer', firstName: 'Imran', lastName: 'Hunzai' });
  const res = await client.page.request.post('/api/contracts', {
    data: {
      freelancerId: freelancer.id,
      title: 'Guesthouse booking site',
      description: 'A booking website for a guesthouse in Skardu.',
      currency: 'USD',
      milestones: [{ title: 'Build', amount: 10_000 }],
    },
  });
  expect(res.status()).toBe(201);
  const contractId = (await res.json()).contract._id as string;

  // The client's district, in Settings.
  await client.page.goto('/settings');
  await client.page.getByLabel('Your district').selectOption('Skardu');
  await client.page.getByRole('button', { name: 'Save district' }).click();
  await expect(client.page.getByText('Your district was saved')).toBeVisible();

  await client.page.goto(`/projects/${contractId}`);
  await expect(client.page.getByRole('heading', { name: 'Guesthouse booking site' })).toBeVisible();
  await expect(client.page.getByTestId('deadlines-paused')).toHaveCount(0);

  // Staff declare the outage in the console.
  const adminContext = await browser.newContext({ baseURL: info.project.use.baseURL });
  const admin = await adminContext.newPage();
  await adminWithTwoFactor(admin, outageAdminEmails[Math.min(info.retry, 1)]!);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Outages' }).click();
  const reason = `Mobile data suspended across Baltistan ${randomBytes(3).toString('hex')}`;
  await admin.getByRole('checkbox', { name: 'Skardu' }).check();
  await admin.getByLabel('Reason').fill(reason);
  await admin.getByRole('button', { name: 'Declare outage' }).click();
  await expect(admin.getByText('Outage declared: deadlines are paused')).toBeVisible();
  const row = admin.getByTestId('outage-row').filter({ hasText: reason });
  await expect(row).toContainText('Ongoing');
  await fitsPhone(admin, 'the Outages tab');

  // Both parties see why.
  const paused = /^Deadlines paused: Skardu outage since \d{1,2} [A-Z][a-z]{2} \d{4}$/;
  await client.page.reload();
  await expect(client.page.getByTestId('deadlines-paused')).toHaveText(paused);
  await freelancer.page.goto(`/projects/${contractId}`);
  await expect(freelancer.page.getByTestId('deadlines-paused')).toHaveText(paused);
  await fitsPhone(freelancer.page, 'the contract page with its paused line');
  // In Urdu: the district and the month in Urdu, no English word.
  await client.context.addCookies([
    { name: 'PARAGLIDE_LOCALE', value: 'ur', url: info.project.use.baseURL! },
  ]);
  await client.page.reload();
  await expect(client.page.getByTestId('deadlines-paused')).toContainText('آخری تاریخیں رکی ہوئی ہیں');
  await expect(client.page.getByTestId('deadlines-paused')).toContainText('سکردو');
  await expect(client.page.getByTestId('deadlines-paused')).not.toContainText(/[A-Za-z]/);
  await client.context.addCookies([
    { name: 'PARAGLIDE_LOCALE', value: 'en', url: info.project.use.baseURL! },
  ]);

  // Staff end it: the line goes away and the activity says the deadlines moved.
  await row.getByRole('button', { name: 'End now: Skardu' }).click();
  await expect(admin.getByText('Outage ended: deadlines moved by its length')).toBeVisible();
  await expect(row).toContainText('Ended');
  await expect(row.getByRole('button', { name: 'End now: Skardu' })).toHaveCount(0);

  await client.page.reload();
  await expect(client.page.getByRole('heading', { name: 'Guesthouse booking site' })).toBeVisible();
  await expect(client.page.getByTestId('deadlines-paused')).toHaveCount(0);
  await expect(client.page.getByText(/The Skardu outage ended/)).toBeVisible();
  await adminContext.close();
});
