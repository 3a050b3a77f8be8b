import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CertificationPanel, HourlyRatePanel, LanguagePanel } from './owner-panels.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const reply = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

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
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Language')).toBeInTheDocument();
  });

  it('sends the trimmed language, closes and reloads the profile on success', async () => {
    fetchMock.mockReturnValue(reply(201, { success: true, message: 'Language added successfully' }));
    const { invalidate } = renderPanel(<LanguagePanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Language' }));
    await userEvent.type(screen.getByLabelText('Language'), '  Balti ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/profile\/me\/languages$/);
    expect(JSON.parse(String(init!.body))).toEqual({ language: 'Balti' });
    expect(await screen.findByRole('button', { name: 'Add Language' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['profiles'] });
  });

  it("shows the server's message as an alert and stays open", async () => {
    fetchMock.mockReturnValue(reply(409, { success: false, message: 'Balti is already on your profile' }));
    renderPanel(<LanguagePanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Language' }));
    await userEvent.type(screen.getByLabelText('Language'), 'Balti');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Balti is already on your profile');
  });

  it("falls back to 'Failed to add language' and, on a network failure, asks to try again", async () => {
    fetchMock.mockReturnValueOnce(reply(500, { success: false }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPanel(<LanguagePanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Language' }));
    await userEvent.type(screen.getByLabelText('Language'), 'Balti');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to add language$/);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add language. Please try again.');
  });

  it('sends a certification only when name, issuer and year are all filled', async () => {
    fetchMock.mockReturnValue(reply(201, { success: true, message: 'ok' }));
    renderPanel(<CertificationPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Certification' }));
    await userEvent.type(screen.getByLabelText('Certification name'), 'Scrum Master');
    await userEvent.type(screen.getByLabelText('Issuer'), 'Scrum.org');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Year'), '2025');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      name: 'Scrum Master',
      issuer: 'Scrum.org',
      year: '2025',
    });
  });

  it('sends the hourly rate as a number, and nothing when it is blank', async () => {
    fetchMock.mockReturnValue(reply(200, { success: true, message: 'ok' }));
    renderPanel(<HourlyRatePanel current={20} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Hourly Rate' }));
    const input = screen.getByLabelText('Hourly rate (£)');
    expect(input).toHaveValue(20);
    await userEvent.clear(input);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(input, '37.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ hourlyRate: 37.5 });
  });
});
