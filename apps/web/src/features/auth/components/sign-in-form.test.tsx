import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInForm } from './sign-in-form.tsx';
import { deferred, stubApi } from '@/test/stub-api.ts';
import { mockApi, renderApp, sampleUser, signedOut } from '@/test/kit.tsx';

afterEach(() => vi.unstubAllGlobals());

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'amina@example.org');
  await user.type(screen.getByLabelText('Password'), 'a-long-password');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('SignInForm', () => {
  it('has required fields, an e-mail input, and Remember me and Forgot password shown', () => {
    stubApi(signedOut);
    renderApp(<SignInForm onSuccess={() => {}} />);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByLabelText('Remember me')).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeInTheDocument();
  });

  it("shows 'Signing In...' while busy, then the server's message in an Error notice", async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const { calls } = stubApi({ ...signedOut, 'POST /api/auth/login': answer.promise });
    const onSuccess = vi.fn();
    renderApp(<SignInForm onSuccess={onSuccess} />);
    await fillAndSubmit();
    const busy = await screen.findByRole('button', { name: 'Signing In...' });
    expect(busy).toBeDisabled();
    answer.resolve({ status: 401, body: { success: false, message: 'Invalid email or password' } });
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(calls.find((c) => c.key === 'POST /api/auth/login')?.body).toEqual({
      email: 'amina@example.org',
      password: 'a-long-password',
      remember: false,
    });
  });

  it('sends remember: true when Remember me is checked', async () => {
    const { calls } = mockApi({ ...signedOut, 'POST /api/auth/login': { status: 401, body: {} } });
    renderApp(<SignInForm onSuccess={() => {}} />);
    await userEvent.click(screen.getByLabelText('Remember me'));
    await fillAndSubmit();
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/auth/login')?.body).toMatchObject({ remember: true }),
    );
  });

  it('says so when the network fails', async () => {
    stubApi({ ...signedOut, 'POST /api/auth/login': 'network' });
    renderApp(<SignInForm onSuccess={() => {}} />);
    await fillAndSubmit();
    expect(await screen.findByText('Network error. Please check your connection.')).toBeInTheDocument();
  });

  it('falls back to the generic message when the server says nothing useful', async () => {
    stubApi({ ...signedOut, 'POST /api/auth/login': { status: 500, body: {} } });
    renderApp(<SignInForm onSuccess={() => {}} />);
    await fillAndSubmit();
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
  });

  it('counts a reply without a user as a failure', async () => {
    stubApi({ ...signedOut, 'POST /api/auth/login': { status: 200, body: { success: true } } });
    const onSuccess = vi.fn();
    renderApp(<SignInForm onSuccess={onSuccess} />);
    await fillAndSubmit();
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('reports success and hands over', async () => {
    stubApi({
      ...signedOut,
      'POST /api/auth/login': {
        status: 200,
        body: { success: true, message: 'Logged in successfully', user: sampleUser },
      },
    });
    const onSuccess = vi.fn();
    renderApp(<SignInForm onSuccess={onSuccess} />);
    await fillAndSubmit();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
  });
});
