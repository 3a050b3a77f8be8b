import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AuthPage from './auth-page.tsx';
import { stubApi } from '@/test/stub-api.ts';
import { renderApp, sampleUser, signedOut } from '@/test/kit.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('/auth', () => {
  it('offers Sign In and Sign Up tabs, a Back to home link, and no Google button unless configured', async () => {
    stubApi({ ...signedOut, 'GET /api/auth/providers': { status: 200, body: { google: false } } });
    renderApp(<AuthPage />);
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /google/i })).not.toBeInTheDocument();
  });

  it('shows the Google button when the server has it configured', async () => {
    stubApi({
      ...signedOut,
      'GET /api/auth/providers': { status: 200, body: { google: true, clientId: 'x' } },
    });
    renderApp(<AuthPage />);
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor home', async () => {
    stubApi({ 'GET /api/auth/me': { status: 200, body: { success: true, user: sampleUser } } });
    renderApp(<AuthPage />);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });
});
