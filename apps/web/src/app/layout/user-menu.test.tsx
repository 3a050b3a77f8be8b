import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SessionProvider } from '@/lib/session.tsx';
import { deferred, stubApi, type StubReply } from '@/test/stub-api.ts';
import { UserMenu } from './user-menu.tsx';

const user = {
  _id: 'u1',
  firstName: 'Amina',
  lastName: 'Baig',
  email: 'amina.baig.from.hunza@example.org',
  role: 'client' as const,
  profileImage: null,
  location: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  profileCompleted: false,
  isAdmin: false,
  isMediator: false,
  isProgramme: false,
  emailVerified: true,
  twoFactorEnabled: false,
};

afterEach(() => vi.unstubAllGlobals());

describe('UserMenu', () => {
  it('shortens a long e-mail to 22 characters and an ellipsis', () => {
    stubApi({ 'GET /api/auth/me': { status: 401 } });
    render(
      <MemoryRouter>
        <SessionProvider>
          <UserMenu user={user} />
        </SessionProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('amina.baig.from.hunza@...')).toBeInTheDocument();
    expect(screen.getAllByText('Amina Baig').length).toBeGreaterThan(0);
  });

  it("shows 'Logging out...' while logging out", async () => {
    const logout = deferred<StubReply>();
    stubApi({ 'GET /api/auth/me': { status: 401 }, 'POST /api/auth/logout': logout.promise });
    render(
      <MemoryRouter>
        <SessionProvider>
          <UserMenu user={user} />
        </SessionProvider>
      </MemoryRouter>,
    );
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: /^Open user menu/ }));
    for (const item of ['Profile', 'My Jobs', 'My Projects', 'Wallet', 'Settings']) {
      expect(screen.getByRole('menuitem', { name: item })).toBeInTheDocument();
    }
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await ui.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('menuitem', { name: 'Logging out...' })).toBeInTheDocument();
    logout.resolve({ status: 200, body: { success: true, message: 'Logged out successfully' } });
  });

  it('offers My Proposals to freelancers only (issue 21)', async () => {
    stubApi({ 'GET /api/auth/me': { status: 401 } });
    const ui = userEvent.setup();
    const { unmount } = render(
      <MemoryRouter>
        <SessionProvider>
          <UserMenu user={{ ...user, role: 'freelancer' }} />
        </SessionProvider>
      </MemoryRouter>,
    );
    await ui.click(screen.getByRole('button', { name: /^Open user menu/ }));
    expect(screen.getByRole('menuitem', { name: 'My Proposals' })).toHaveAttribute('href', '/proposals');
    unmount();
    render(
      <MemoryRouter>
        <SessionProvider>
          <UserMenu user={user} />
        </SessionProvider>
      </MemoryRouter>,
    );
    await ui.click(screen.getByRole('button', { name: /^Open user menu/ }));
    expect(screen.getByRole('menuitem', { name: 'My Jobs' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'My Proposals' })).not.toBeInTheDocument();
  });

  it('shows Disputes to mediators and admins only', async () => {
    stubApi({ 'GET /api/auth/me': { status: 401 } });
    for (const [flags, shown] of [
      [{}, false],
      [{ isMediator: true }, true],
      [{ isAdmin: true }, true],
    ] as const) {
      const { unmount } = render(
        <MemoryRouter>
          <SessionProvider>
            <UserMenu user={{ ...user, ...flags }} />
          </SessionProvider>
        </MemoryRouter>,
      );
      const ui = userEvent.setup();
      await ui.click(screen.getByRole('button', { name: /^Open user menu/ }));
      const item = screen.queryByRole('menuitem', { name: 'Disputes' });
      if (shown) expect(item).toHaveAttribute('href', '/disputes');
      else expect(item).toBeNull();
      unmount();
    }
  });
});
