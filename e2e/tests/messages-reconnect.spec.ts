import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';

async function register(request: APIRequestContext, firstName: string) {
  const email = `flaky.${Date.now()}.${randomBytes(3).toString('hex')}@example.test`;
  const res = await request.post('/api/auth/register', {
    data: { email, password: 'e2e-password-123', firstName, lastName: 'Test', role: 'freelancer' },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).user._id as string;
}

/** A flaky link: what was sent while a reader was offline shows once they are back, exactly once. */
test('messages sent while offline appear after reconnecting, none twice', async ({ browser }) => {
  const senderContext = await browser.newContext();
  const readerContext = await browser.newContext();
  const sender = await senderContext.newPage();
  const reader = await readerContext.newPage();
  await register(sender.request, 'Sender');
  const readerId = await register(reader.request, 'Reader');
  const started = await sender.request.post('/api/messages/conversations', {
    data: { recipientId: readerId },
  });
  const conversationId = (await started.json()).conversation.id as string;
  const say = (content: string) =>
    sender.request
      .post('/api/messages', { data: { conversationId, content } })
      .then((r) => expect(r.status()).toBe(201));

  await reader.goto(`/messages/${conversationId}`);
  await expect(reader.getByText('No messages yet. Start the conversation!')).toBeVisible();
  await say('one');
  await expect(reader.getByTestId('message')).toHaveCount(1);

  await readerContext.setOffline(true);
  await say('two while offline');
  await say('three while offline');
  await reader.waitForTimeout(1500);
  await expect(reader.getByTestId('message')).toHaveCount(1); // the link really is down
  await readerContext.setOffline(false);

  await expect(reader.getByTestId('message')).toHaveCount(3, { timeout: 30_000 });
  await say('four after');
  await expect(reader.getByTestId('message')).toHaveCount(4);
  await expect(reader.getByTestId('message').nth(1)).toContainText('two while offline');
  await reader.waitForTimeout(1000);
  await expect(reader.getByTestId('message')).toHaveCount(4);
  await senderContext.close();
  await readerContext.close();
});
