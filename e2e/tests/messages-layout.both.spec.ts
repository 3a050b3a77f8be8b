import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

async function register(request: APIRequestContext, firstName: string, lastName: string) {
  const email = `layout.${Date.now()}.${randomBytes(3).toString('hex')}@example.test`;
  const res = await request.post('/api/auth/register', {
    data: { email, password: 'e2e-password-123', firstName, lastName, role: 'client' },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).user._id as string;
}

/** Serious or critical accessibility problems in the page's main content. */
async function axeProblems(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

/** The inbox and a long thread fit a phone and a desktop without sideways scrolling. */
test('inbox and chat fit the screen with long content', async ({ browser }, testInfo) => {
  const other = await browser.newContext();
  const otherId = await register(other.request, 'Gulnaz', 'Shigri');
  const ctx = await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined });
  const page = await ctx.newPage();
  await register(page.request, 'Imran', 'Nagri');
  const started = await page.request.post('/api/messages/conversations', { data: { recipientId: otherId } });
  const conversationId = (await started.json()).conversation.id as string;
  const lines = [
    'Salaam! I saw your profile and would like to discuss a website for our hotel in Karimabad.',
    'https://example.org/a-very-long-link-without-any-spaces-that-must-wrap-inside-the-bubble-' +
      'x'.repeat(80),
    'Can you start next week?',
  ];
  for (const content of lines) {
    await page.request.post('/api/messages', { data: { conversationId, content } });
  }
  await other.request.post('/api/messages', {
    data: { conversationId, content: 'Yes, next week works.\nI will send a plan tomorrow.' },
  });

  await page.goto('/messages');
  await expect(page.getByTestId('conversation-row')).toContainText('Gulnaz Shigri');
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(1);
  await page.screenshot({ path: testInfo.outputPath('inbox.png') });
  expect(await axeProblems(page)).toEqual([]);

  await page.getByTestId('conversation-row').click();
  await expect(page.getByTestId('message')).toHaveCount(4);
  expect(await overflow()).toBeLessThanOrEqual(1);
  const box = page.getByPlaceholder('Type your message...');
  const height = (await box.boundingBox())!.height;
  expect(height).toBeGreaterThanOrEqual(59);
  expect(height).toBeLessThanOrEqual(121);
  await box.fill(Array.from({ length: 12 }, (_, i) => `line ${i}`).join('\n'));
  expect((await box.boundingBox())!.height).toBeLessThanOrEqual(121);
  await page.screenshot({ path: testInfo.outputPath('chat.png') });
  expect(await axeProblems(page)).toEqual([]);
  await ctx.close();
  await other.close();
});
