import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/stub-api.ts';
import { flushOutbox } from './send.ts';
import { listEntries, removeEntry, type OutboxEntry } from './store.ts';
import { enqueue } from './use-outbox.ts';

const A = 'user-a';
const B = 'user-b';
const conversationId = '11111111-1111-4111-8111-111111111111';

const stored = (clientId: string, content: string) => ({
  status: 201,
  body: {
    success: true,
    message: 'Message sent',
    data: {
      id: `m-${clientId}`,
      conversationId,
      sender: 'me',
      senderId: A,
      content,
      timestamp: '2026-11-24T10:00:00.000Z',
      read: false,
      clientId,
    },
  },
});

async function clearAll() {
  for (const user of [A, B]) for (const e of await listEntries(user)) await removeEntry(e.id);
}

const flush = (userId: string, sent: OutboxEntry[] = [], failed: string[] = []) =>
  flushOutbox(userId, {
    stillSignedIn: () => true,
    onSent: (e) => sent.push(e),
    onFailed: (_e, message) => failed.push(message),
  });

afterEach(async () => {
  vi.unstubAllGlobals();
  await clearAll();
});

describe('the outbox', () => {
  it("sends only the signed-in user's entries, oldest first, each with its own id, and empties", async () => {
    const first = await enqueue(A, { kind: 'message', conversationId, content: 'one' });
    await new Promise((r) => setTimeout(r, 2));
    const second = await enqueue(A, {
      kind: 'milestone',
      contractId: 'c1',
      milestoneId: 'ms1',
      message: 'Done: the booking page',
    });
    const others = await enqueue(B, { kind: 'message', conversationId, content: 'not mine' });
    const { calls } = stubApi({
      'POST /api/messages': (call) => stored((call.body as { clientId: string }).clientId, 'one'),
      'POST /api/milestones/ms1/submit': { status: 200, body: { success: true, message: 'Work submitted' } },
    });

    const sent: OutboxEntry[] = [];
    await flush(A, sent);

    expect(calls.map((c) => c.key)).toEqual(['POST /api/messages', 'POST /api/milestones/ms1/submit']);
    expect(calls[0]!.body).toEqual({ conversationId, content: 'one', clientId: first.id });
    expect(new Headers(calls[1]!.init.headers).get('Idempotency-Key')).toBe(second.id);
    expect(sent.map((e) => e.id)).toEqual([first.id, second.id]);
    expect(await listEntries(A)).toEqual([]);
    expect((await listEntries(B)).map((e) => e.id)).toEqual([others.id]);
  });

  it('keeps everything when the link fails and sends the same ids once it is back', async () => {
    const entry = await enqueue(A, { kind: 'message', conversationId, content: 'later' });
    const { calls } = stubApi({
      'POST /api/messages': [
        'network',
        (call) => stored((call.body as { clientId: string }).clientId, 'later'),
      ],
    });

    await flush(A);
    expect(calls).toHaveLength(1);
    expect((await listEntries(A)).map((e) => e.id)).toEqual([entry.id]);

    await flush(A);
    expect(calls).toHaveLength(2);
    expect((calls[1]!.body as { clientId: string }).clientId).toBe(entry.id);
    expect(await listEntries(A)).toEqual([]);
  });

  it("keeps a refused entry with the server's message and never resends it; a server error waits", async () => {
    const refused = await enqueue(A, {
      kind: 'proposal',
      jobId: 'j1',
      coverLetter: 'Hello',
      deliveryTime: '1 week',
    });
    await new Promise((r) => setTimeout(r, 2));
    const waiting = await enqueue(A, { kind: 'message', conversationId, content: 'after' });
    const { calls } = stubApi({
      'POST /api/applications': {
        status: 409,
        body: { success: false, message: 'You have already applied to this job' },
      },
      'POST /api/messages': { status: 503, body: { success: false, message: 'Unavailable' } },
    });

    const failed: string[] = [];
    await flush(A, [], failed);
    expect(new Headers(calls[0]!.init.headers).get('Idempotency-Key')).toBe(refused.id);
    expect(failed).toEqual(['You have already applied to this job']);
    const left = await listEntries(A);
    expect(left.map((e) => [e.id, e.error])).toEqual([
      [refused.id, 'You have already applied to this job'],
      [waiting.id, undefined],
    ]);

    await flush(A);
    expect(calls.map((c) => c.key)).toEqual([
      'POST /api/applications',
      'POST /api/messages',
      'POST /api/messages',
    ]);
  });

  it('stops when another user signs in during a flush', async () => {
    await enqueue(A, { kind: 'message', conversationId, content: 'one' });
    await new Promise((r) => setTimeout(r, 2));
    await enqueue(A, { kind: 'message', conversationId, content: 'two' });
    let signedIn = true;
    const { calls } = stubApi({
      'POST /api/messages': (call) => {
        signedIn = false;
        return stored((call.body as { clientId: string }).clientId, 'one');
      },
    });
    await flushOutbox(A, { stillSignedIn: () => signedIn, onSent: () => undefined });
    expect(calls).toHaveLength(1);
    expect((await listEntries(A)).map((e) => (e.kind === 'message' ? e.content : e.kind))).toEqual(['two']);
  });
});
