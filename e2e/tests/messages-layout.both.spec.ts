import { expect, test } from '../fixtures.ts';
import { expectNoAxeFindings } from '../axe.ts';

/** The inbox and a long thread fit a phone and a desktop without sideways scrolling. */
test('inbox and chat fit the screen with long content', async ({ signUp }, testInfo) => {
  const { context: other, id: otherId } = await signUp({
    role: 'client',
    firstName: 'Gulnaz',
    lastName: 'Shigri',
  });
  const { page } = await signUp({ role: 'client', firstName: 'Imran', lastName: 'Nagri' });
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
  await expectNoAxeFindings(page);

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
  await expectNoAxeFindings(page);
});
