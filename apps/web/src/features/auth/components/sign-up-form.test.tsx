import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignUpForm } from './sign-up-form.tsx';
import { deferred, stubApi } from '@/test/stub-api.ts';
import { renderApp, sampleUser, signedOut } from '@/test/kit.tsx';

afterEach(() => vi.unstubAllGlobals());

async function fill(user = userEvent.setup()) {
  await user.type(screen.getByLabelText('First Name'), ' Karim ');
  await user.type(screen.getByLabelText('Last Name'), 'Khan');
  await user.type(screen.getByLabelText('Email'), 'karim@example.org');
  await user.type(screen.getByLabelText('Password'), 'a-long-password');
  return user;
}

describe('SignUpForm', () => {
  it('asks what the user wants to do, Find Work by default, with every field required', () => {
    stubApi(signedOut);
    renderApp(<SignUpForm onSuccess={() => {}} />);
    expect(screen.getByText('I want to:')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Find Work/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Hire Talent/ })).not.toBeChecked();
    for (const label of ['First Name', 'Last Name', 'Email', 'Password']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByText(/By creating an account, you agree/)).toBeInTheDocument();
  });

  it("shows 'Creating Account...' while busy and sends the client role for Hire Talent", async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const { calls } = stubApi({ ...signedOut, 'POST /api/auth/register': answer.promise });
    const onSuccess = vi.fn();
    renderApp(<SignUpForm onSuccess={onSuccess} />);
    const user = await fill();
    await user.click(screen.getByRole('radio', { name: /Hire Talent/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    expect(calls.find((c) => c.key === 'POST /api/auth/register')?.body).toEqual({
      email: 'karim@example.org',
      password: 'a-long-password',
      firstName: 'Karim',
      lastName: 'Khan',
      role: 'client',
    });
    answer.resolve({
      status: 201,
      body: {
        success: true,
        message: 'Account created successfully',
        user: { ...sampleUser, role: 'client' },
      },
    });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
  });

  it("shows the server's message in an Error notice and stays", async () => {
    stubApi({
      ...signedOut,
      'POST /api/auth/register': {
        status: 409,
        body: { success: false, message: 'An account with this email already exists' },
      },
    });
    const onSuccess = vi.fn();
    renderApp(<SignUpForm onSuccess={onSuccess} />);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveValue('karim@example.org');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("says 'Registration failed. Please try again.' when the call itself fails", async () => {
    stubApi({ ...signedOut, 'POST /api/auth/register': 'network' });
    renderApp(<SignUpForm onSuccess={() => {}} />);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument();
  });
});
