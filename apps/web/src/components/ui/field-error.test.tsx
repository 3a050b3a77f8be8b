import { afterEach, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { getLocale, overwriteGetLocale } from '@/paraglide/runtime.js';
import { loadServerMessages } from '@/lib/i18n/server-messages.ts';
import { FieldError } from './input.tsx';

const original = getLocale;
afterEach(() => overwriteGetLocale(original));

it('shows a schema message as it came in English', () => {
  render(<FieldError id="e" message="Email is required" />);
  expect(screen.getByRole('alert')).toHaveTextContent(/^Email is required$/);
});

it('shows the English until the Urdu table arrives, then the Urdu', async () => {
  overwriteGetLocale(() => 'ur');
  render(<FieldError id="e" message="Subject must be at least 5 characters" />);
  expect(screen.getByRole('alert')).toHaveTextContent('Subject must be at least 5 characters');
  await loadServerMessages();
  expect(await screen.findByText('موضوع میں کم از کم 5 حروف ہونے چاہییں')).toBeVisible();
}, 60_000);
