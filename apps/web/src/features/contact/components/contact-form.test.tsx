import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import type * as notify from '@/lib/notify.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { stubApi, type StubAnswer } from '@/test/stub-api.ts';
import { ContactForm } from './contact-form.tsx';

vi.mock('@/lib/notify.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof notify>();
  return { notifyError: vi.fn(actual.notifyError), notifySuccess: vi.fn(actual.notifySuccess) };
});

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

function setup(reply: StubAnswer, delayMs = 50) {
  const { fetchMock, calls } = stubApi({ 'POST /api/contact': reply });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ContactForm delayMs={delayMs} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), fetchMock, calls };
}

const json = (status: number, body: unknown) => ({ status, body });

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const el = screen.getByLabelText(label);
    await user.clear(el);
    if (value) await user.type(el, value);
  }
}

const VALID = {
  Name: 'Amina Baig',
  Email: 'amina@example.com',
  Subject: 'Joining the Hunza hub',
  Message: 'How do I join the next batch in Aliabad?',
};

describe('contact form', { timeout: 20_000 }, () => {
  it('shows each field’s error and sends nothing while the form is invalid', async () => {
    const { user, fetchMock } = setup(() => json(201, { success: true, message: 'ok' }));
    await fill(user, { Name: 'A', Email: 'not-an-email', Subject: 'Hey', Message: 'Too short' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Subject must be at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name must be at least 2 characters');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('enforces the upper limits', async () => {
    const { user } = setup(() => json(201, { success: true, message: 'ok' }));
    await fill(user, { ...VALID, Subject: 'x'.repeat(201) });
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.click(name);
    await user.paste('n'.repeat(101));
    const message = screen.getByLabelText('Message');
    await user.clear(message);
    await user.click(message);
    await user.paste('m'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name must be at most 100 characters')).toBeInTheDocument();
    expect(screen.getByText('Subject must be at most 200 characters')).toBeInTheDocument();
    expect(screen.getByText('Message must be at most 1000 characters')).toBeInTheDocument();
  });

  it('shows Sending..., stores the message, says Message Sent! and resets', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { user, calls } = setup(async () => {
      await gate;
      return json(201, { success: true, message: 'ok' });
    });
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(
      screen.getByText('Thank you for contacting us. We will get back to you soon.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(calls[0]!.key).toBe('POST /api/contact');
    expect(calls[0]!.body).toEqual({
      name: VALID.Name,
      email: VALID.Email,
      subject: VALID.Subject,
      message: VALID.Message,
    });
  });

  it('keeps the text and shows the server’s reason when it refuses (rate limit)', async () => {
    const { user } = setup(() =>
      json(429, { success: false, message: 'Too many attempts. Please try again in 10 minute(s).' }),
    );
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText('Too many attempts. Please try again in 10 minute(s).'),
    ).toBeInTheDocument();
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue(VALID.Name);
  });
});
