import { expect, test } from '../fixtures.ts';

/** A flaky link: what was sent while a reader was offline shows once they are back, exactly once. */
test('messages sent while offline appear after reconnecting, none twice', async ({ signUp }) => {
  const { page: sender } = await signUp({ firstName: 'Sender', lastName: 'Test' });
  const {
    page: reader,
    context: readerContext,
    id: readerId,
  } = await signUp({
    firstName: 'Reader',
    lastName: 'Test',
  });
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
});
