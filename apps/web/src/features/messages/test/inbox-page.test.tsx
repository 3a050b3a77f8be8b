import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InboxPage from '../pages/inbox-page.tsx';
import { stubApi } from '@/test/stub-api.ts';
import { renderAt, signedIn } from './kit.tsx';

const item = (id: string, name: string, unread: number, online: boolean) => ({
  id,
  user: { _id: `u${id}`, name, avatar: null, online },
  timestamp: new Date().toISOString(),
  lastMessage: `Last from ${name}`,
  unread,
});

afterEach(() => vi.unstubAllGlobals());

describe('inbox page', () => {
  it('lists conversations with unread badges and online dots, and searches by name', async () => {
    stubApi({
      ...signedIn,
      'GET /api/messages/conversations': {
        status: 200,
        body: {
          success: true,
          message: 'ok',
          conversations: [item('1', 'Ali Hunzai', 2, true), item('2', 'Zara Baig', 0, false)],
        },
      },
    });
    renderAt('/messages', '/messages', <InboxPage />);
    expect(screen.getByText('Loading conversations...')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('conversation-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute('href', '/messages/1');
    expect(rows[0]).toHaveTextContent('Last from Ali Hunzai');
    expect(screen.getAllByTestId('unread-badge')).toHaveLength(1);
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('2');
    expect(screen.getAllByTestId('online-dot')).toHaveLength(1);

    const search = screen.getByPlaceholderText('Search conversations...');
    await userEvent.type(search, 'ZARA');
    expect(screen.getAllByTestId('conversation-row')).toHaveLength(1);
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    expect(screen.getByText('No conversations found matching your search.')).toBeInTheDocument();
  });

  it('says when there are no conversations yet', async () => {
    stubApi({
      ...signedIn,
      'GET /api/messages/conversations': {
        status: 200,
        body: { success: true, message: 'ok', conversations: [] },
      },
    });
    renderAt('/messages', '/messages', <InboxPage />);
    expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch conversations' with 'Try again', or the server's message", async () => {
    stubApi({ ...signedIn, 'GET /api/messages/conversations': { status: 500, body: 'oops' } });
    renderAt('/messages', '/messages', <InboxPage />);
    expect(await screen.findByText('Failed to fetch conversations')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows success:false replies with their message', async () => {
    stubApi({
      ...signedIn,
      'GET /api/messages/conversations': {
        status: 200,
        body: { success: false, message: 'Inbox is resting' },
      },
    });
    renderAt('/messages', '/messages', <InboxPage />);
    expect(await screen.findByText('Inbox is resting')).toBeInTheDocument();
  });
});
