import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getLocale, overwriteGetLocale } from '@/paraglide/runtime.js';
import { PausedLine } from './paused-line.tsx';

const english = getLocale;
afterEach(() => overwriteGetLocale(english));

describe('PausedLine', () => {
  const paused = { district: 'Skardu' as const, since: '2026-11-27T06:00:00.000Z' };

  it('says which outage stopped the clocks and since when, in English', () => {
    render(<PausedLine paused={paused} />);
    expect(screen.getByRole('status')).toHaveTextContent('Deadlines paused: Skardu outage since 27 Nov 2026');
  });

  it('says it in Urdu, the district and month in Urdu too', () => {
    overwriteGetLocale(() => 'ur');
    render(<PausedLine paused={{ district: 'Gupis-Yasin', since: paused.since }} />);
    const text = screen.getByRole('status').textContent ?? '';
    expect(text).toContain('آخری تاریخیں رکی ہوئی ہیں');
    expect(text).toContain('گوپس یاسین');
    expect(text).toContain('نومبر');
    expect(text).not.toMatch(/[A-Za-z]/);
  });

  it('draws nothing while the clocks run', () => {
    const { container } = render(<PausedLine paused={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
