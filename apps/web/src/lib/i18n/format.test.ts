import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from './format.ts';

const intl = (n: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat('en-US', options).format(n);

describe('formatNumber in English (without Intl for plain decimals)', () => {
  it('writes what Intl writes for whole numbers and decimals, with any fraction digits asked for', () => {
    const amount = fc.oneof(
      fc.integer({ min: -1e12, max: 1e12 }),
      fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true }),
      fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 100),
    );
    const digits = fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined });
    fc.assert(
      fc.property(amount, digits, digits, fc.boolean(), (n, a, b, ungrouped) => {
        const options =
          a === undefined && b === undefined && !ungrouped
            ? undefined
            : {
                ...(a !== undefined ? { minimumFractionDigits: Math.min(a, b ?? a) } : {}),
                ...(b !== undefined ? { maximumFractionDigits: Math.max(b, a ?? b) } : {}),
                ...(ungrouped ? { useGrouping: false as const } : {}),
              };
        expect(formatNumber(n, options)).toBe(intl(n, options));
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves currencies and percentages to Intl', () => {
    expect(formatNumber(1234.5, { style: 'currency', currency: 'USD' })).toBe('$1,234.50');
    expect(formatNumber(0.25, { style: 'percent' })).toBe('25%');
    expect(formatNumber(12345)).toBe('12,345');
    expect(formatNumber(4.5, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('4.5');
  });
});
