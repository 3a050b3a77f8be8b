import { expect, test, type Person, type PersonOptions } from '../fixtures.ts';
import { expectNoEnglish, expectNoSidewaysScroll, inUrdu } from '../i18n.ts';
import { expectNoAxeFindings } from '../axe.ts';

/**
 * Messages, notifications and settings in Urdu (issue 19): every screen right-to-left with no
 * English left outside what people wrote (names, messages, the server's notification texts), and
 * no sideways scroll on a 390 px phone; in English the same screens keep their texts.
 */

/**
 * Two people: Gulnaz (a freelancer) wrote to Imran (a client) and sent a proposal on his job, so
 * Imran has an unread conversation and an unread notification.
 */
async function conversation(signUp: (o: PersonOptions) => Promise<Person>) {
  const gulnaz = await signUp({ role: 'freelancer', firstName: 'Gulnaz', lastName: 'Shigri' });
  const imran = await signUp({ role: 'client', firstName: 'Imran', lastName: 'Nagri' });
  const started = await gulnaz.page.request.post('/api/messages/conversations', {
    data: { recipientId: imran.id },
  });
  const conversationId = (await started.json()).conversation.id as string;
  const sent = await gulnaz.page.request.post('/api/messages', {
    data: { conversationId, content: 'Salaam! Can you tell me more about the booking website for Hunza?' },
  });
  expect(sent.ok()).toBe(true);
  const job = await imran.page.request.post('/api/jobs', {
    multipart: {
      title: 'Booking website for a guest house in Hunza',
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
  expect(job.status()).toBe(201);
  const proposed = await gulnaz.page.request.post('/api/applications', {
    data: {
      jobId: (await job.json()).job._id,
      coverLetter: 'I have built booking sites for three guest houses.',
      deliveryTime: '2 weeks',
    },
  });
  expect(proposed.status()).toBe(201);
  return { imran, conversationId };
}

/**
 * The reader's own name and initials on the navigation's user menu button (app layout, outside
 * these folders, not yet marked as user content).
 */
const SIGNED_IN_AS = ['Imran Nagri', /\bIN\b/];
/** The 'Report' button another feature adds under the other person's message (not in these folders). */
const REPORT = /\bReport\b/;

test('messages, chat, notifications and settings in Urdu: no English outside user content, no sideways scroll', async ({
  signUp,
  baseURL,
  isMobile,
}) => {
  const { imran, conversationId } = await conversation(signUp);
  const { page, context } = imran;
  await inUrdu(context, baseURL!);
  if (isMobile) await page.setViewportSize({ width: 390, height: 844 });
  const main = page.locator('main');

  const check = async (allow: (string | RegExp)[] = []) => {
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
    await expectNoEnglish(page, [...SIGNED_IN_AS, ...allow]);
    await expectNoAxeFindings(page);
  };

  await page.goto('/messages');
  await expect(main.getByRole('heading', { name: 'پیغامات', level: 1 })).toBeVisible();
  await expect(page.getByTestId('conversation-row')).toContainText('Gulnaz Shigri');
  await expect(page.getByPlaceholder('گفتگو تلاش کریں...')).toBeVisible();
  await check();
  await page.getByPlaceholder('گفتگو تلاش کریں...').fill('zzz');
  await expect(main.getByText('آپ کی تلاش سے ملتی کوئی گفتگو نہیں ملی۔')).toBeVisible();
  await expectNoEnglish(page, SIGNED_IN_AS);
  await expectNoAxeFindings(page);

  await page.goto(`/messages/${conversationId}`);
  await expect(page.getByTestId('message')).toHaveCount(1);
  await expect(page.getByPlaceholder('اپنا پیغام لکھیں...')).toBeVisible();
  await expect(page.getByRole('link', { name: 'پیغامات پر واپس جائیں' })).toBeVisible();
  await check([REPORT]);

  await page.goto('/notifications');
  await expect(main.getByRole('heading', { name: 'اطلاعات', level: 1 })).toBeVisible();
  await expect(main.getByRole('tab', { name: 'نہ پڑھی گئی (1)' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'ای میل اطلاعات' })).toBeVisible();
  await expect(main.getByRole('checkbox', { name: 'پروپوزلز' })).toBeVisible();
  await check();

  await page.goto('/settings');
  await expect(main.getByRole('heading', { name: 'سیٹنگز', level: 1 })).toBeVisible();
  await expect(main.getByText('فعال سیشنز')).toBeVisible();
  await expect(main.getByText('یہ ڈیوائس')).toBeVisible();
  await check();
  await main.getByRole('button', { name: 'دو مرحلہ جاتی تصدیق سیٹ اپ کریں' }).click();
  await expect(main.getByRole('form', { name: 'دو مرحلہ جاتی تصدیق آن کریں' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoEnglish(page, SIGNED_IN_AS);
  await expectNoAxeFindings(page);
});

test('in English the same screens keep their texts', async ({ signUp }) => {
  const { imran, conversationId } = await conversation(signUp);
  const { page } = imran;
  const main = page.locator('main');

  await page.goto('/messages');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(main.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(page.getByPlaceholder('Search conversations...')).toBeVisible();
  await expect(page.getByTestId('unread-badge')).toHaveAccessibleName('1 unread');
  await page.getByPlaceholder('Search conversations...').fill('zzz');
  await expect(main.getByText('No conversations found matching your search.')).toBeVisible();

  await page.goto(`/messages/${conversationId}`);
  await expect(page.getByPlaceholder('Type your message...')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to messages' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();

  await page.goto('/notifications');
  await expect(main.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(main.getByRole('tab', { name: 'All' })).toBeVisible();
  await expect(main.getByText(/Just now|\d+ minutes? ago/).first()).toBeVisible();
  await expect(main.getByRole('heading', { name: 'E-mail notifications' })).toBeVisible();
  await expect(main.getByRole('checkbox', { name: 'Proposals' })).toBeVisible();

  await page.goto('/settings');
  await expect(main.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  for (const text of ['Active sessions', 'Two-factor authentication', 'Your data', 'Delete account']) {
    await expect(main.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(main.getByText(/^Now e2e\.client\..*\(verified\)\. A new address takes effect/)).toBeVisible();
  // One family of dates (issue 34): "Last seen 27 Nov 2026, 14:05", never 11/27/2026 or AM/PM.
  await expect(main.getByText(/^Last seen \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Save name' })).toBeVisible();
});
