import { afterEach, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { getLocale, overwriteGetLocale } from '@/paraglide/runtime.js';
import { FieldError } from './input.tsx';

const original = getLocale;
afterEach(() => overwriteGetLocale(original));

it('shows a schema message as it came in English', () => {
  render(<FieldError id="e" message="Email is required" />);
  expect(screen.getByRole('alert')).toHaveTextContent(/^Email is required$/);
});

it('shows the English until the Urdu table arrives, then the Urdu', async () => {
  // A field and a table of their own: the test files share modules (no isolation), and another
  // file may have loaded the Urdu table already.
  vi.resetModules();
  const { FieldError: Fresh } = await import('./input.tsx');
  const { loadServerMessages } = await import('@/lib/i18n/server-messages.ts');
  const runtime = await import('@/paraglide/runtime.js');
  const freshOriginal = runtime.getLocale;
  runtime.overwriteGetLocale(() => 'ur');
  try {
    render(<Fresh id="e" message="Subject must be at least 5 characters" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Subject must be at least 5 characters');
    await loadServerMessages();
    expect(await screen.findByText('موضوع میں کم از کم 5 حروف ہونے چاہییں')).toBeVisible();
  } finally {
    runtime.overwriteGetLocale(freshOriginal);
  }
}, 60_000);
