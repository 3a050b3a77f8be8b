import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { deferred, stubApi, type StubReply } from '@/test/stub-api.ts';
import { SessionProvider, useSession } from './session.tsx';

const user = {
  _id: 'u1',
  firstName: 'Amina',
  lastName: 'Baig',
  email: 'amina@example.org',
  role: 'client' as const,
  profileImage: null,
  location: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  profileCompleted: false,
  isAdmin: false,
  isMediator: false,
  emailVerified: true,
  twoFactorEnabled: false,
};

let session: ReturnType<typeof useSession>;
function Probe() {
  session = useSession();
  return <p>{session.status === 'loading' ? 'checking' : (session.user?.email ?? 'signed out')}</p>;
}
const renderSession = () =>
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('session state', () => {
  it('starts unknown, then signed in after the current-user check', async () => {
    stubApi({ 'GET /api/auth/me': [{ status: 200, body: { success: true, user } }] });
    renderSession();
    expect(screen.getByText('checking')).toBeInTheDocument();
    expect(await screen.findByText(user.email)).toBeInTheDocument();
  });

  it('treats a 401 from /me as signed out', async () => {
    stubApi({ 'GET /api/auth/me': [{ status: 401, body: { success: false, message: 'Please sign in' } }] });
    renderSession();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it('leaves the user as it was when the check meets a network error', async () => {
    stubApi({ 'GET /api/auth/me': [{ status: 200, body: { success: true, user } }, 'network'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderSession();
    expect(await screen.findByText(user.email)).toBeInTheDocument();
    await act(() => session.refresh());
    expect(screen.getByText(user.email)).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('clears the user on any other error of the check', async () => {
    stubApi({
      'GET /api/auth/me': [
        { status: 200, body: { success: true, user } },
        { status: 500, body: {} },
      ],
    });
    renderSession();
    expect(await screen.findByText(user.email)).toBeInTheDocument();
    await act(() => session.refresh());
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('clears the user on logout even when the call fails', async () => {
    stubApi({
      'GET /api/auth/me': [{ status: 200, body: { success: true, user } }],
      'POST /api/auth/logout': ['network'],
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderSession();
    expect(await screen.findByText(user.email)).toBeInTheDocument();
    let result: Awaited<ReturnType<typeof session.logout>> | undefined;
    await act(async () => {
      result = await session.logout();
    });
    expect(result?.success).toBe(false);
    expect(screen.getByText('signed out')).toBeInTheDocument();
    warn.mockRestore();
  });

  it('does not let a slow first check undo a sign-in that happened meanwhile', async () => {
    const me = deferred<StubReply>();
    stubApi({
      'GET /api/auth/me': me.promise,
      'POST /api/auth/login': {
        status: 200,
        body: { success: true, message: 'Logged in successfully', user },
      },
    });
    renderSession();
    await act(async () => {
      await session.login({ email: user.email, password: 'a-long-password' });
    });
    expect(screen.getByText(user.email)).toBeInTheDocument();
    await act(async () => me.resolve({ status: 401, body: { success: false } }));
    await waitFor(() => expect(screen.getByText(user.email)).toBeInTheDocument());
  });
});
