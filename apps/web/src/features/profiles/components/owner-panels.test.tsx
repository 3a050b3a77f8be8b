import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/stub-api.ts';
import { CertificationPanel, HourlyRatePanel, LanguagePanel } from './owner-panels.tsx';

const LANGUAGES = 'POST /api/profile/me/languages';
let api = stubApi();
beforeEach(() => {
  api = stubApi();
});
afterEach(() => vi.unstubAllGlobals());

function renderPanel(ui: React.ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return { invalidate };
}

describe('owner edit panels', () => {
  it('toggle open and closed with their button and with Cancel, which resets the form', async () => {
    renderPanel(<LanguagePanel />);
    const toggle = screen.getByRole('button', { name: 'Add Language' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.type(screen.getByLabelText('Language'), 'Shina');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Language')).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByLabelText('Language')).toHaveValue('');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends nothing for a blank language', async () => {
    renderPanel(<LanguagePanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Language' }));
    await userEvent.type(screen.getByLabelText('Language'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Language')).toBeInTheDocument();
  });

  it('sends the trimmed language, closes and reloads the profile on success', async () => {
    api = stubApi({
      [LANGUAGES]: { status: 201, body: { success: true, message: 'Language added successfully' } },
    });
    const { invalidate } = renderPanel(<LanguagePanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Language' }));
    await userEvent.type(screen.getByLabelText('Language'), '  Balti ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.key).toBe(LANGUAGES);
    expect(api.calls[0]!.body).toEqual({ language: 'Balti' });
    expect(await screen.findByRole('button', { name: 'Add Language' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['profiles'] });
  });

  it("shows the server's message as an alert and stays open", async () => {
    api = stubApi({
      [LANGUAGES]: { status: 409, body: { success: false, message: 'Balti is already on your profile' } },
    });
    renderPanel(<LanguagePanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Language' }));
    await userEvent.type(screen.getByLabelText('Language'), 'Balti');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Balti is already on your profile');
  });

  it("falls back to 'Failed to add language' and, on a network failure, asks to try again", async () => {
    api = stubApi({ [LANGUAGES]: [{ status: 500, body: { success: false } }, 'network'] });
    renderPanel(<LanguagePanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Language' }));
    await userEvent.type(screen.getByLabelText('Language'), 'Balti');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to add language$/);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add language. Please try again.');
  });

  it('sends a certification only when name, issuer and year are all filled', async () => {
    api = stubApi({
      'POST /api/profile/me/certifications': { status: 201, body: { success: true, message: 'ok' } },
    });
    renderPanel(<CertificationPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Certification' }));
    await userEvent.type(screen.getByLabelText('Certification name'), 'Scrum Master');
    await userEvent.type(screen.getByLabelText('Issuer'), 'Scrum.org');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.fetchMock).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Year'), '2025');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.calls[0]!.body).toEqual({
      name: 'Scrum Master',
      issuer: 'Scrum.org',
      year: '2025',
    });
  });

  it('sends the hourly rate as a number, and nothing when it is blank', async () => {
    api = stubApi({ 'PUT /api/profile/me': { status: 200, body: { success: true, message: 'ok' } } });
    renderPanel(<HourlyRatePanel current={20} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Hourly Rate' }));
    const input = screen.getByLabelText('Hourly rate (£)');
    expect(input).toHaveValue(20);
    await userEvent.clear(input);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.fetchMock).not.toHaveBeenCalled();
    await userEvent.type(input, '37.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.calls[0]!.body).toEqual({ hourlyRate: 37.5 });
  });
});
