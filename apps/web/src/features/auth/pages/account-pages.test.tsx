import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ForgotPasswordPage from './forgot-password-page.tsx';
import ResetPasswordPage from './reset-password-page.tsx';
import VerifyEmailPage from './verify-email-page.tsx';
import { VerifyEmailBanner } from '../components/verify-email-banner.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';
import { mockApi, renderApp, sampleUser, signedOut } from '@/test/kit.tsx';

afterEach(() => vi.unstubAllGlobals());

const SENT = 'If an account exists for this email, we have sent a link.';

describe('account screens', () => {
  it('forgot password: sends the address and shows the same answer', async () => {
    const { calls } = mockApi({
      ...signedOut,
      'POST /api/auth/forgot-password': { status: 200, body: { success: true, message: SENT } },
    });
    renderApp(<ForgotPasswordPage />, '/auth/forgot-password');
    const ui = userEvent.setup();
    await ui.type(screen.getByLabelText('Email'), ' sana@example.org ');
    await ui.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(calls.find((c) => c.key === 'POST /api/auth/forgot-password')?.body).toEqual({
      email: 'sana@example.org',
    });
  });

  it('forgot password: shows a failure and keeps the form', async () => {
    mockApi({
      ...signedOut,
      'POST /api/auth/forgot-password': { status: 429, body: { success: false, message: 'Too many' } },
    });
    renderApp(<ForgotPasswordPage />, '/auth/forgot-password');
    const ui = userEvent.setup();
    await ui.type(screen.getByLabelText('Email'), 'sana@example.org');
    await ui.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });

  it('reset password: refuses two different passwords, then sends the token and goes to sign in', async () => {
    const { calls } = mockApi({
      ...signedOut,
      'POST /api/auth/reset-password': { status: 200, body: { success: true, message: 'Reset.' } },
    });
    renderApp(<ResetPasswordPage />, '/auth/reset-password?token=abc123');
    const ui = userEvent.setup();
    await ui.type(screen.getByLabelText('New password'), 'first-long-password');
    await ui.type(screen.getByLabelText('Confirm new password'), 'other-long-password');
    await ui.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The two passwords do not match');
    expect(calls.some((c) => c.key === 'POST /api/auth/reset-password')).toBe(false);

    await ui.clear(screen.getByLabelText('Confirm new password'));
    await ui.type(screen.getByLabelText('Confirm new password'), 'first-long-password');
    await ui.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Reset.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/auth/reset-password')?.body).toEqual({
      token: 'abc123',
      password: 'first-long-password',
    });
  });

  it('verify email: confirms once on arrival, and shows the server’s refusal', async () => {
    const { calls } = mockApi({
      ...signedOut,
      'POST /api/auth/verify-email': {
        status: 200,
        body: { success: true, message: 'Your email is verified.' },
      },
    });
    renderApp(<VerifyEmailPage />, '/auth/verify-email?token=tok');
    expect(await screen.findByText('Your email is verified.')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'POST /api/auth/verify-email')).toHaveLength(1);

    mockApi({
      ...signedOut,
      'POST /api/auth/verify-email': {
        status: 400,
        body: { success: false, message: 'This link is invalid.' },
      },
    });
    renderApp(<VerifyEmailPage />, '/auth/verify-email?token=bad');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid.');
  });

  it('banner: shown to an unverified user only, and resends the link', async () => {
    const { calls } = mockApi({
      'GET /api/auth/me': {
        status: 200,
        body: { success: true, user: { ...sampleUser, emailVerified: false } },
      },
      'POST /api/auth/resend-verification': {
        status: 200,
        body: { success: true, message: 'We sent a new link.' },
      },
    });
    renderApp(<VerifyEmailBanner />, '/jobs');
    const banner = await screen.findByRole('region', { name: 'Email not verified' });
    expect(banner).toHaveTextContent(sampleUser.email);
    await userEvent.click(screen.getByRole('button', { name: 'Resend link' }));
    expect(await screen.findByText('We sent a new link.')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/auth/resend-verification')).toBe(true);
  });

  it('sign in with two-factor on: asks for the code, then signs in', async () => {
    const { calls } = mockApi({
      ...signedOut,
      'POST /api/auth/login': {
        status: 200,
        body: { success: true, message: 'Enter the code', twoFactorRequired: true },
      },
      'POST /api/auth/login/2fa': {
        status: 200,
        body: { success: true, message: 'Logged in successfully', user: sampleUser },
      },
    });
    const onSuccess = vi.fn();
    renderApp(<SignInForm onSuccess={onSuccess} />);
    const ui = userEvent.setup();
    await ui.type(screen.getByLabelText('Email'), 'amina@example.org');
    await ui.type(screen.getByLabelText('Password'), 'a-long-password');
    await ui.click(screen.getByRole('button', { name: 'Sign In' }));
    const code = await screen.findByLabelText('Authentication code');
    expect(onSuccess).not.toHaveBeenCalled();
    await ui.type(code, '123456');
    await ui.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(calls.find((c) => c.key === 'POST /api/auth/login/2fa')?.body).toEqual({ code: '123456' });
  });
});
