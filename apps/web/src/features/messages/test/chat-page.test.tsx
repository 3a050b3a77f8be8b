import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ChatPage from '../pages/chat-page.tsx';
import { listEntries, removeEntry } from '@/lib/outbox/store.ts';
import { stubApi } from '@/test/stub-api.ts';
import { me, renderAt, signedIn, them } from './kit.tsx';

const ID = '33333333-3333-4333-8333-333333333333';
const thread = (messages: object[]) => ({
  status: 200,
  body: {
    success: true,
    message: 'ok',
    messages,
    conversation: {
      id: ID,
      _id: ID,
      participants: [
        { ...me, profileImage: null, online: false },
        { ...them, profileImage: null, online: true },
      ],
    },
  },
});
const msg = (id: string, sender: 'me' | 'them', content: string, read = false) => ({
  id,
  conversationId: ID,
  sender,
  senderId: sender === 'me' ? me._id : them._id,
  content,
  timestamp: `2025-03-01T10:0${id}:00.000Z`,
  read,
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const e of await listEntries(me._id)) await removeEntry(e.id);
});

describe('chat page', () => {
  it('shows the other person, their real presence, and marks their unread messages read one call each', async () => {
    const { calls } = stubApi({
      ...signedIn,
      [`GET /api/messages/conversations/${ID}`]: thread([
        msg('1', 'them', 'Salaam!'),
        msg('2', 'me', 'Hello'),
        msg('3', 'them', 'Are you free?'),
        msg('4', 'them', 'Old one', true),
      ]),
      'PUT /api/messages/1/read': { status: 200, body: { success: true, message: 'ok' } },
      'PUT /api/messages/3/read': { status: 200, body: { success: true, message: 'ok' } },
      'GET /api/messages/unread-count': { status: 200, body: { success: true, count: 0, unreadCount: 0 } },
    });
    renderAt(`/messages/${ID}`, '/messages/:id', <ChatPage />);
    expect(screen.getByText('Loading messages...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ali Hunzai' })).toBeInTheDocument();
    expect(screen.getByTestId('presence')).toHaveTextContent('Online');
    expect(screen.getByText('Are you free?')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls
          .map((c) => c.key)
          .filter((k) => k.startsWith('PUT'))
          .sort(),
      ).toEqual(['PUT /api/messages/1/read', 'PUT /api/messages/3/read']),
    );
  });

  it('says so when there are no messages, and sends with Enter but not Shift+Enter', async () => {
    let sent = 0;
    stubApi({
      ...signedIn,
      [`GET /api/messages/conversations/${ID}`]: thread([]),
      'POST /api/messages': () => {
        sent += 1;
        return {
          status: 201,
          body: { success: true, message: 'Message sent', data: msg('5', 'me', 'Two\nlines') },
        };
      },
    });
    renderAt(`/messages/${ID}`, '/messages/:id', <ChatPage />);
    expect(await screen.findByText('No messages yet. Start the conversation!')).toBeInTheDocument();
    const box = screen.getByPlaceholderText('Type your message...');
    const button = screen.getByRole('button', { name: 'Send message' });
    expect(button).toBeDisabled();
    await userEvent.type(box, '   ');
    expect(button).toBeDisabled();
    await userEvent.clear(box);
    await userEvent.type(box, 'Two{Shift>}{Enter}{/Shift}lines');
    expect(sent).toBe(0);
    expect(box).toHaveValue('Two\nlines');
    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    expect(sent).toBe(1);
    expect(screen.getByTestId('message')).toHaveTextContent('Two lines');
  });

  it("shows the server's message with 'Try again' when the thread cannot be read", async () => {
    let fail = true;
    stubApi({
      ...signedIn,
      [`GET /api/messages/conversations/${ID}`]: () =>
        fail
          ? { status: 403, body: { success: false, message: 'You do not have access to this conversation' } }
          : thread([msg('1', 'them', 'Back again', true)]),
    });
    renderAt(`/messages/${ID}`, '/messages/:id', <ChatPage />);
    expect(await screen.findByText('You do not have access to this conversation')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('link', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });

  it("falls back to 'Failed to fetch messages' when the network fails (after one retry)", async () => {
    stubApi({ ...signedIn, [`GET /api/messages/conversations/${ID}`]: 'network' });
    renderAt(`/messages/${ID}`, '/messages/:id', <ChatPage />);
    expect(await screen.findByText('Failed to fetch messages', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("shows the server's refusal when sending fails, keeping the text in the box", async () => {
    stubApi({
      ...signedIn,
      [`GET /api/messages/conversations/${ID}`]: thread([]),
      'POST /api/messages': { status: 500, body: { success: false } },
    });
    renderAt(`/messages/${ID}`, '/messages/:id', <ChatPage />);
    const box = await screen.findByPlaceholderText('Type your message...');
    await userEvent.type(box, 'Hello{Enter}');
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
    expect(await listEntries(me._id)).toEqual([]);
  });

  it("keeps a message sent while the link is lost in the outbox, 'Waiting to send', under the clientId it tried", async () => {
    const { calls } = stubApi({
      ...signedIn,
      [`GET /api/messages/conversations/${ID}`]: thread([]),
      'POST /api/messages': 'network',
    });
    renderAt(`/messages/${ID}`, '/messages/:id', <ChatPage />);
    const box = await screen.findByPlaceholderText('Type your message...');
    await userEvent.type(box, 'Hello{Enter}');
    expect(await screen.findByText('Waiting to send')).toBeInTheDocument();
    expect(screen.getByTestId('message')).toHaveTextContent('Hello');
    expect(box).toHaveValue('');
    const [entry] = await listEntries(me._id);
    const tried = calls.find((c) => c.key === 'POST /api/messages')!.body as { clientId: string };
    expect(entry).toMatchObject({
      kind: 'message',
      conversationId: ID,
      content: 'Hello',
      id: tried.clientId,
    });
  });

  it('offline, puts the message straight in the outbox without calling the server', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls } = stubApi({ ...signedIn, [`GET /api/messages/conversations/${ID}`]: thread([]) });
    renderAt(`/messages/${ID}`, '/messages/:id', <ChatPage />);
    const box = await screen.findByPlaceholderText('Type your message...');
    await userEvent.type(box, 'From the valley{Enter}');
    expect(await screen.findByText('Waiting to send')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/messages')).toBe(false);
    expect((await listEntries(me._id)).map((e) => e.kind === 'message' && e.content)).toEqual([
      'From the valley',
    ]);
  });
});
