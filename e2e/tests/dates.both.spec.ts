import { randomBytes } from 'node:crypto';
import { expect, test, type APIResponse, type Browser, type Page, type TestInfo } from '@playwright/test';
import { inUrdu } from '../i18n.ts';
import { verifyEmail } from '../mail.ts';

/**
 * Dates cannot be misread (issue 34, decision 036): every screen with dates on it, in English and in
 * Urdu, for both parties of a contract with a payment, a dispute, notifications and a statement,
 * shows no numeric date (11/27/2026, 27.11.2026), no ISO date or time and no GMT string; the days it
 * shows are of the one family ("27 Nov 2026").
 */

const NUMERIC = /\b\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}\b/;
const ISO_TIME = /\d{2}:\d{2}:\d{2}|T\d{2}:\d{2}|\bGMT\b/;
const US_DAY = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}, \d{4}/;
const ENGLISH_DAY = /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/;
const URDU_DAY = /\d{1,2} (جنوری|فروری|مارچ|اپریل|مئی|جون|جولائی|اگست|ستمبر|اکتوبر|نومبر|دسمبر) \d{4}/;

async function person(browser: Browser, info: TestInfo, role: 'client' | 'freelancer', firstName: string) {
  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: info.project.use.viewport ?? null,
    isMobile: info.project.use.isMobile ?? false,
  });
  const page = await context.newPage();
  const email = `dates.${role}.${Date.now()}.${randomBytes(3).toString('hex')}@example.test`;
  const res = await page.request.post('/api/auth/register', {
    data: { email, password: 'correct-horse-battery', firstName, lastName: 'Tester', role },
  });
  expect(res.status()).toBe(201);
  await verifyEmail(page.request, email);
  return { context, page, id: (await res.json()).user._id as string };
}

async function ok(res: Promise<APIResponse>) {
  const r = await res;
  expect(r.status(), await r.text()).toBeLessThan(300);
  return r.json();
}

/**
 * The page's visible text, and the same without what people wrote or the server worded in English
 * (`data-user-content`): nothing on these screens is a date typed by a person, so the first is
 * checked for numeric and ISO dates; the second for English month names on an Urdu page.
 */
async function textOf(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const all = document.body.innerText;
    const hidden = Array.from(document.querySelectorAll<HTMLElement>('[data-user-content]')).map((el) => {
      const before = el.style.display;
      el.style.display = 'none';
      return () => (el.style.display = before);
    });
    const ours = document.body.innerText;
    hidden.forEach((restore) => restore());
    return { all, ours };
  });
}

function expectNoMisreadableDates(text: { all: string; ours: string }, where: string, urdu: boolean) {
  for (const line of text.all.split('\n')) {
    expect(line, `${where}: numeric date`).not.toMatch(NUMERIC);
    expect(line, `${where}: ISO time, GMT or a clock with seconds`).not.toMatch(ISO_TIME);
    expect(line, `${where}: US-style date`).not.toMatch(US_DAY);
  }
  if (urdu)
    for (const line of text.ours.split('\n'))
      expect(line, `${where}: English month in Urdu`).not.toMatch(ENGLISH_DAY);
}

test('no screen shows a numeric, ISO or GMT date, in English or in Urdu', async ({ browser }, info) => {
  test.setTimeout(480_000);
  const client = await person(browser, info, 'client', 'Zara');
  const freelancer = await person(browser, info, 'freelancer', 'Imran');
  const { contract } = await ok(
    client.page.request.post('/api/contracts', {
      data: {
        freelancerId: freelancer.id,
        title: 'Shop website',
        description: 'A website for a shop in Skardu.',
        milestones: [
          { title: 'Design', amount: 20_000 },
          { title: 'Build', amount: 30_000 },
        ],
      },
    }),
  );
  const [design, build] = contract.milestones.map((x: { _id: string }) => x._id) as [string, string];
  await ok(freelancer.page.request.post(`/api/contracts/${contract._id}/accept`));
  await ok(client.page.request.post(`/api/milestones/${design}/fund`));
  await ok(client.page.request.post(`/api/milestones/${build}/fund`));
  await ok(freelancer.page.request.post(`/api/milestones/${design}/submit`, { data: { message: 'Done' } }));
  await ok(client.page.request.post(`/api/milestones/${design}/approve`));
  const { dispute } = await ok(
    client.page.request.post(`/api/milestones/${build}/dispute`, {
      data: { reason: 'Not delivered', proposal: { toFreelancer: 0, toClient: 30_000 } },
    }),
  );
  const month = new Date().toISOString().slice(0, 7);

  // The client sees every screen with dates; the freelancer those whose dates differ by side.
  const screens = (who: 'client' | 'freelancer') =>
    who === 'client'
      ? [
          '/projects',
          `/projects/${contract._id}`,
          `/projects/${contract._id}/receipts/${design}`,
          '/wallet',
          '/disputes',
          `/disputes/${dispute._id}`,
          '/notifications',
          '/settings',
          '/gallery',
          '/upcoming-courses',
        ]
      : [
          `/projects/${contract._id}`,
          '/wallet',
          `/wallet/statements/${month}`,
          '/notifications',
          `/u/${freelancer.id}`,
        ];

  for (const urdu of [false, true]) {
    for (const who of [client, freelancer]) {
      if (urdu) await inUrdu(who.context, info.project.use.baseURL!);
      let days = 0;
      for (const path of screens(who === client ? 'client' : 'freelancer')) {
        const text = await textOf(who.page, path);
        expectNoMisreadableDates(text, `${urdu ? 'ur' : 'en'} ${path}`, urdu);
        days += text.ours.match(new RegExp(urdu ? URDU_DAY : ENGLISH_DAY, 'g'))?.length ?? 0;
      }
      // The checks saw dates in the one family, not screens without any.
      expect(days).toBeGreaterThan(2);
    }
  }
  await client.context.close();
  await freelancer.context.close();
});
