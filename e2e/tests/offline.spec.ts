import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectNoEnglish, inUrdu } from '../i18n.ts';

/**
 * Issue 19, offline: pages seen recently read from the service worker's cache with a banner that
 * says from when; a message or a proposal written offline waits in the outbox and reaches the
 * other side once the link is back, exactly once, also after a reload while offline.
 */

// The configuration blocks service workers for the other specs.
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker has installed the app and controls the page. */
async function controlledBySw(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/**
 * Playwright's offline emulation (`setOffline`) applies to pages, not to what a service worker
 * fetches in Chromium (microsoft/playwright#2311): the worker's own requests are aborted as a lost
 * link here, so it falls back to its cache exactly as on a real cut.
 */
const cutWorker = (route: Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback();

async function goOffline(context: BrowserContext) {
  await context.route('**/*', cutWorker);
  await context.setOffline(true);
}

async function goOnline(context: BrowserContext) {
  await context.unroute('**/*', cutWorker);
  await context.setOffline(false);
}

/** Waits until the service worker keeps the API reply at `path` (fetched, or drawn into the page). */
async function kept(page: Page, path: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (url) => (await caches.match(url)) !== undefined, new URL(path, page.url()).href),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
}

const banner = (page: Page) => page.getByText(/^You are offline — showing what you saw at \d{2}:\d{2}$/);

test('the job board and a conversation read offline; a message sent offline arrives once, also after a reload', async ({
  signUp,
}) => {
  const me = await signUp({ firstName: 'Offline', lastName: 'Sender' });
  const other = await signUp({ firstName: 'Online', lastName: 'Reader', role: 'client' });
  const started = await me.page.request.post('/api/messages/conversations', {
    data: { recipientId: other.id },
  });
  const conversationId = (await started.json()).conversation.id as string;
  await me.page.request.post('/api/messages', { data: { conversationId, content: 'Salaam before the cut' } });
  const posted = await other.page.request.post('/api/jobs', {
    multipart: {
      title: 'Translate a trekking guide of the Deosai plains into Urdu',
      category: 'Translation',
      description: 'A forty-page guide for visitors to Deosai, to be read by Urdu-speaking trekkers.',
      skills: JSON.stringify(['Urdu']),
      budgetType: 'fixed',
      budgetMin: '100',
      budgetMax: '200',
      duration: '1-2-weeks',
      experienceLevel: 'Intermediate',
    },
  });
  expect(posted.status()).toBe(201);

  const page = me.page;
  await page.goto('/jobs');
  await controlledBySw(page);
  // Seen with the service worker in charge: these reads are kept. The board filtered by category is
  // seen only as the server drew it (its data came with the page; the browser fetched nothing).
  await page.goto('/jobs?category=Translation');
  await expect(page.getByText(/^Showing /)).toBeVisible();
  await expect(page.getByText('Translate a trekking guide of the Deosai plains into Urdu')).toBeVisible();
  await kept(page, '/api/jobs?category=Translation');
  await page.goto(`/messages/${conversationId}`);
  await expect(page.getByText('Salaam before the cut')).toBeVisible();

  await other.page.goto(`/messages/${conversationId}`);
  await expect(other.page.getByText('Salaam before the cut')).toBeVisible();

  await goOffline(me.context);
  await page.goto('/jobs?category=Translation');
  await expect(page.getByText(/^Showing /)).toBeVisible();
  await expect(page.getByText('Translate a trekking guide of the Deosai plains into Urdu')).toBeVisible();
  await expect(banner(page)).toBeVisible();
  await page.goto(`/messages/${conversationId}`);
  await expect(page.getByText('Salaam before the cut')).toBeVisible();
  await expect(banner(page)).toBeVisible();

  const box = page.getByPlaceholder('Type your message...');
  await box.fill('Written in the valley without signal');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  const waiting = page.locator('[data-state="waiting"]');
  await expect(waiting).toContainText('Written in the valley without signal');
  await expect(waiting).toContainText('Waiting to send');
  await page.waitForTimeout(1000);
  await expect(other.page.getByText('Written in the valley without signal')).toHaveCount(0);

  // Reloaded while still offline: the outbox is on the device, not in the page.
  await page.reload();
  await expect(page.getByText('Salaam before the cut')).toBeVisible();
  await expect(waiting).toContainText('Waiting to send');

  await goOnline(me.context);
  await expect(other.page.getByText('Written in the valley without signal')).toHaveCount(1, {
    timeout: 30_000,
  });
  await expect(waiting).toHaveCount(0);
  await expect(page.getByText('Written in the valley without signal')).toHaveCount(1);
  await expect(banner(page)).toHaveCount(0);
  // Exactly once, on both sides and on the server, also after another load.
  await other.page.reload();
  await expect(other.page.getByTestId('message')).toHaveCount(2);
  const thread = await other.page.request.get(`/api/messages/conversations/${conversationId}`);
  const stored = ((await thread.json()).messages as { content: string }[]).filter(
    (m) => m.content === 'Written in the valley without signal',
  );
  expect(stored).toHaveLength(1);
});

test('a proposal written offline is sent once when the link is back', async ({ signUp }) => {
  const client = await signUp({ role: 'client', firstName: 'Zara', lastName: 'Client' });
  const posted = await client.page.request.post('/api/jobs', {
    multipart: {
      title: 'Build an offline-first booking page for a Hunza guesthouse',
      category: 'Web Development',
      description: 'Guests book from places where the signal comes and goes; the page must cope with that.',
      skills: JSON.stringify(['React']),
      budgetType: 'fixed',
      budgetMin: '200',
      budgetMax: '400',
      duration: '1-2-weeks',
      experienceLevel: 'Intermediate',
    },
  });
  expect(posted.status()).toBe(201);
  const jobId = (await posted.json()).job._id as string;

  const freelancer = await signUp({ firstName: 'Karim', lastName: 'Offline' });
  const page = freelancer.page;
  await page.goto(`/jobs/${jobId}`);
  await controlledBySw(page);
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByLabel('Cover Letter')).toBeVisible();
  await kept(page, `/api/jobs/${jobId}`);

  await goOffline(freelancer.context);
  await page.reload();
  await expect(banner(page)).toBeVisible();
  await page.getByLabel('Cover Letter').fill('I build pages that keep working when the link drops.');
  await page.getByLabel('Delivery Time').fill('10 days');
  await page.getByRole('button', { name: 'Submit Proposal' }).click();
  await expect(page.getByText(/your proposal is waiting to send/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/your proposal is waiting to send/)).toBeVisible();

  await goOnline(freelancer.context);
  await expect(page.getByText('Your proposal has been submitted successfully!')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/your proposal is waiting to send/)).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(/^You applied on /)).toBeVisible();
  const list = await client.page.request.get(`/api/applications/job/${jobId}`);
  expect(list.ok()).toBe(true);
  const body = (await list.json()) as { applications?: unknown[]; data?: unknown[] };
  expect((body.applications ?? body.data ?? []).length).toBe(1);
});

test('a guest who saw a page the server drew reads it offline, though the browser fetched none of it', async ({
  signUp,
  page,
}) => {
  const client = await signUp({ role: 'client', firstName: 'Nadia', lastName: 'Poster' });
  const posted = await client.page.request.post('/api/jobs', {
    multipart: {
      title: 'Design a poster for the Shandur polo festival',
      category: 'Graphic Design',
      description: 'A bold poster for the polo festival at Shandur pass, printed in A2 and shared online.',
      skills: JSON.stringify(['Illustrator']),
      budgetType: 'fixed',
      budgetMin: '50',
      budgetMax: '90',
      duration: 'less-than-week',
      experienceLevel: 'Entry Level',
    },
  });
  expect(posted.status()).toBe(201);

  // One visit, signed out: the board comes drawn with its data, and nothing asks the API again.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/jobs') asked.push(request.url());
  });
  await page.goto('/jobs?category=Graphic+Design');
  await expect(page.getByText('Design a poster for the Shandur polo festival')).toBeVisible();
  await kept(page, '/api/jobs?category=Graphic+Design');
  expect(asked).toEqual([]);

  await goOffline(page.context());
  await page.reload();
  await expect(page.getByText('Design a poster for the Shandur polo festival')).toBeVisible();
  await expect(banner(page)).toBeVisible();
});

test('a screen never visited online says so offline instead of spinning, in English and Urdu, and loads once the link is back', async ({
  signUp,
}) => {
  const client = await signUp({ role: 'client', firstName: 'Sana', lastName: 'Poster' });
  const posted = await client.page.request.post('/api/jobs', {
    multipart: {
      title: 'Photograph the apricot blossom in Karimabad',
      category: 'Graphic Design',
      description: 'Twenty photographs of the apricot blossom in Karimabad for a spring travel feature.',
      skills: JSON.stringify(['Photography']),
      budgetType: 'fixed',
      budgetMin: '80',
      budgetMax: '150',
      duration: 'less-than-week',
      experienceLevel: 'Intermediate',
    },
  });
  expect(posted.status()).toBe(201);
  const jobId = (await posted.json()).job._id as string;

  const me = await signUp({ firstName: 'Imran', lastName: 'Traveller' });
  const page = me.page;
  await page.goto('/jobs');
  await controlledBySw(page);
  await page.goto('/jobs');
  await expect(page.getByText(/^Showing /)).toBeVisible();
  await kept(page, '/api/auth/me');

  await goOffline(me.context);
  // My projects were never opened online: nothing of them is on this device.
  await page.goto('/projects');
  const notSaved = page.getByRole('alert').filter({
    hasText:
      'You are offline and this page was not saved on this device. It will load when you are back online.',
  });
  await expect(notSaved).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
  // Retry asks again; still offline, it says so again rather than spinning.
  await notSaved.getByRole('button', { name: 'Retry' }).click();
  await expect(notSaved).toBeVisible();

  // A job never opened, in Urdu.
  await inUrdu(me.context, page.url());
  await page.goto(`/jobs/${jobId}`);
  const urdu = page
    .getByRole('alert')
    .filter({ hasText: 'آپ آف لائن ہیں اور یہ صفحہ اس ڈیوائس پر محفوظ نہیں ہوا تھا۔' });
  await expect(urdu).toBeVisible();
  await expect(urdu.getByRole('button', { name: 'دوبارہ کوشش کریں' })).toBeVisible();
  await expectNoEnglish(page);

  // The link comes back: the page loads by itself.
  await goOnline(me.context);
  await expect(page.getByText('Photograph the apricot blossom in Karimabad').first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(urdu).toHaveCount(0);
});
