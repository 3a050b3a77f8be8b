import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SessionProvider } from '@/lib/session.tsx';
import { deferred, stubApi, type StubReply } from '@/test/stub-api.ts';
import { me } from '../test/kit.tsx';
import { useStartConversation } from './start-conversation.ts';

const CONVERSATION = '7c0c7a52-8a5e-4d7e-9d1a-2f3b4c5d6e7f';

function Contact() {
  const chat = useStartConversation();
  return (
    <button type="button" onClick={() => void chat.start('f1')} disabled={chat.starting}>
      Contact
    </button>
  );
}

function renderContact() {
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={['/u/f1']}>
        <Routes>
          <Route path="/u/:id" element={<Contact />} />
          <Route path="/auth" element={<p>sign in page</p>} />
          <Route path="/messages/:id" element={<p>chat page</p>} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Contact pressed while the session is still being checked', () => {
  it('waits for the check, then opens the chat of a signed-in visitor (not the sign-in page)', async () => {
    const check = deferred<StubReply>();
    const { calls } = stubApi({
      'GET /api/auth/me': check.promise,
      'POST /api/messages/conversations': {
        status: 201,
        body: {
          success: true,
          message: 'Conversation started',
          conversation: { id: CONVERSATION, _id: CONVERSATION, participants: [] },
        },
      },
    });
    renderContact();
    screen.getByRole('button', { name: 'Contact' }).click();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Contact' })).toBeDisabled());
    expect(calls.map((c) => c.key)).not.toContain('POST /api/messages/conversations');
    await act(async () => check.resolve({ status: 200, body: { success: true, user: me } }));
    expect(await screen.findByText('chat page')).toBeInTheDocument();
    expect(screen.queryByText('sign in page')).not.toBeInTheDocument();
  });

  it('sends a guest to sign in once the check says nobody is signed in', async () => {
    const check = deferred<StubReply>();
    stubApi({ 'GET /api/auth/me': check.promise });
    renderContact();
    screen.getByRole('button', { name: 'Contact' }).click();
    await act(async () =>
      check.resolve({ status: 401, body: { success: false, message: 'Not authenticated' } }),
    );
    expect(await screen.findByText('sign in page')).toBeInTheDocument();
  });
});
