import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingsPage from './settings-page.tsx';
import { mockApi, renderApp, sampleUser, signedOut } from '@/test/kit.tsx';

afterEach(() => vi.unstubAllGlobals());

const me = { 'GET /api/auth/me': { status: 200, body: { success: true, user: sampleUser } } };
const sessions = [
  {
    id: 's1',
    device: 'Chrome on Windows',
    lastSeenAt: '2026-01-01T10:00:00Z',
    createdAt: '2026-01-01T09:00:00Z',
    current: true,
  },
  {
    id: 's2',
    device: 'Safari on iOS',
    lastSeenAt: '2026-01-01T08:00:00Z',
    createdAt: '2026-01-01T07:00:00Z',
    current: false,
  },
];

describe('SettingsPage', () => {
  it('asks a guest to sign in', async () => {
    mockApi(signedOut);
    renderApp(<SettingsPage />, '/settings');
    expect(await screen.findByText('Sign in to change your account settings.')).toBeInTheDocument();
  });

  it('lists sessions with this device marked, and signs another one out', async () => {
    const { calls } = mockApi({
      ...me,
      'GET /api/auth/sessions': { status: 200, body: { success: true, sessions } },
      'DELETE /api/auth/sessions/s2': { status: 200, body: { success: true, message: 'Session signed out' } },
    });
    renderApp(<SettingsPage />, '/settings');
    const list = await screen.findByRole('list', { name: 'Sessions' });
    expect(within(list).getByText('This device')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Sign out Chrome on Windows' })).toBeNull();
    await userEvent.click(within(list).getByRole('button', { name: 'Sign out Safari on iOS' }));
    expect(await screen.findByText('Session signed out')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'DELETE /api/auth/sessions/s2')).toBe(true);
  });

  it('shows an error with Try again when the sessions cannot load', async () => {
    mockApi({ ...me, 'GET /api/auth/sessions': { status: 500, body: { success: false, message: 'Down' } } });
    renderApp(<SettingsPage />, '/settings');
    expect(await screen.findByRole('alert')).toHaveTextContent('Down');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sets up two-factor: QR code and key, then recovery codes after a code', async () => {
    const { calls } = mockApi({
      ...me,
      'GET /api/auth/sessions': { status: 200, body: { success: true, sessions } },
      'POST /api/auth/2fa/setup': {
        status: 200,
        body: {
          success: true,
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/x',
          qrCode: 'data:image/png;base64,AA',
        },
      },
      'POST /api/auth/2fa/enable': {
        status: 200,
        body: {
          success: true,
          message: 'On.',
          recoveryCodes: Array.from({ length: 10 }, (_, i) => `code${i}-aaaaa`),
        },
      },
    });
    renderApp(<SettingsPage />, '/settings');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Set up two-factor' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Setup key')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await ui.type(screen.getByLabelText('Code from the app'), '123456');
    await ui.click(screen.getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(calls.find((c) => c.key === 'POST /api/auth/2fa/enable')?.body).toEqual({ code: '123456' });
  });
});
