import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserDto } from '@kt/shared';
import { SessionProvider } from '@/lib/session.tsx';
import { stubApi, type StubReply } from '@/test/stub-api.ts';
import { Moderation } from './moderation.tsx';

const user: UserDto = {
  _id: 'u1',
  firstName: 'Amina',
  lastName: 'Baig',
  email: 'amina@example.org',
  role: 'freelancer',
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
const reply = (body: unknown, status = 200): StubReply => ({ status, body });
const JOB = '6a1b1f7e-1f0c-4c3e-9a4e-333333333333';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderIt(props: Parameters<typeof Moderation>[0], routes = {}) {
  const stub = stubApi({ 'GET /api/auth/me': reply({ success: true, user }), ...routes });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <MemoryRouter>
          <Moderation {...props} />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return stub;
}

describe('Moderation', () => {
  it('tells the owner their job is hidden and why', async () => {
    renderIt({
      targetType: 'job',
      targetId: JOB,
      isOwner: true,
      hidden: { reason: 'Asks for a deposit', at: '2026-01-01T00:00:00.000Z' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This job is hidden from other people by an admin: Asks for a deposit. Write to us through the Contact page',
    );
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });

  it('lets a signed-in visitor report it with a reason (checked before sending)', async () => {
    const stub = renderIt(
      { targetType: 'job', targetId: JOB, isOwner: false, hidden: null },
      {
        'POST /api/reports': reply(
          { success: true, message: 'Thank you. An admin will look at your report.' },
          201,
        ),
      },
    );
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: /Report/ }));
    // The dialog's code comes on the first press (report-dialog.tsx).
    await u.click(await screen.findByRole('button', { name: 'Send report' }));
    expect(screen.getByText('Reason must be at least 5 characters')).toBeInTheDocument();
    await u.type(screen.getByLabelText('What is wrong?'), 'Looks like a scam');
    await u.click(screen.getByRole('button', { name: 'Send report' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = stub.calls.find((c) => c.key === 'POST /api/reports');
    expect(sent?.body).toEqual({ targetType: 'job', targetId: JOB, reason: 'Looks like a scam' });
  });

  it('opens the dialog once for presses made before its code arrived, and closing gives the focus back', async () => {
    renderIt({ targetType: 'job', targetId: JOB, isOwner: false, hidden: null });
    const u = userEvent.setup();
    const button = await screen.findByRole('button', { name: /Report/ });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    // Two presses in a row, before the dialog's code (fetched on the first) has arrived.
    for (let i = 0; i < 2; i++) {
      fireEvent.pointerDown(button);
      fireEvent.click(button);
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Report this job' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await u.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
