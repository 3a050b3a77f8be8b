import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { getLocale, overwriteGetLocale } from '@/paraglide/runtime.js';
import { loadServerMessages } from './i18n/server-messages.ts';
import { notifyError, notifySuccess } from './notify.ts';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const original = getLocale;
beforeEach(() => vi.clearAllMocks());
afterEach(() => overwriteGetLocale(original));

it('titles notices Error and Success and shows the message as it came in English', async () => {
  notifyError('Invalid email or password');
  await vi.waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Invalid email or password' }),
  );
  notifySuccess('Thank you for contacting us. We will get back to you soon.', 'Message Sent!');
  await vi.waitFor(() =>
    expect(toast.success).toHaveBeenCalledWith('Message Sent!', {
      description: 'Thank you for contacting us. We will get back to you soon.',
    }),
  );
});

it('shows titles and known server messages in Urdu, other text as it came', async () => {
  overwriteGetLocale(() => 'ur');
  await loadServerMessages();
  notifyError('Invalid email or password');
  await vi.waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith('خرابی', { description: 'ای میل یا پاس ورڈ درست نہیں' }),
  );
  notifySuccess('Logged in successfully');
  await vi.waitFor(() =>
    expect(toast.success).toHaveBeenCalledWith('کامیابی', { description: 'آپ کامیابی سے سائن اِن ہو گئے' }),
  );
  notifySuccess('آپ کا پیغام محفوظ ہو گیا', 'ٹھیک ہے');
  await vi.waitFor(() =>
    expect(toast.success).toHaveBeenLastCalledWith('ٹھیک ہے', { description: 'آپ کا پیغام محفوظ ہو گیا' }),
  );
}, 60_000);

it('in Urdu a notice raised before the Urdu table arrived waits for it (the table is fetched once the page is idle)', async () => {
  vi.resetModules();
  const runtime = await import('@/paraglide/runtime.js');
  const before = runtime.getLocale;
  runtime.overwriteGetLocale(() => 'ur');
  try {
    const { toast: freshToast } = await import('sonner');
    const fresh = await import('./notify.ts');
    fresh.notifyError('Invalid email or password');
    await vi.waitFor(() =>
      expect(freshToast.error).toHaveBeenCalledWith('خرابی', { description: 'ای میل یا پاس ورڈ درست نہیں' }),
    );
    expect(freshToast.error).toHaveBeenCalledTimes(1);
  } finally {
    // The fresh modules stay for the worker's next files (they share modules): English again.
    runtime.overwriteGetLocale(before);
  }
});
