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
