/**
 * The USD→PKR conversion (issue 32): exact rates, one documented rounding (half up to a whole paisa).
 * Properties over all amounts and rates: the converted amount is within half a paisa of the exact
 * product, never moves the wrong way as the amount or rate grows, and splitting an amount into parts
 * converted one by one differs from converting the whole by at most half a paisa per part.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FX_RATE_MAX_MICROS, convertMinor, formatRate, parseRate } from './fx.ts';

// Up to $100 million: the product stays a safe integer at the largest rate.
const cents = fc.integer({ min: 0, max: 10_000_000_000 });
const rate = fc.integer({ min: 1, max: FX_RATE_MAX_MICROS });

describe('FX conversion', () => {
  it('is within half a paisa of the exact product (rounding half up), in integers', () => {
    fc.assert(
      fc.property(cents, rate, (c, r) => {
        const paisa = BigInt(convertMinor(c, r));
        const exact = BigInt(c) * BigInt(r); // paisa × 10^6
        const diff = paisa * 1_000_000n - exact;
        // −½ paisa < diff ≤ ½ paisa: half up.
        expect(diff > -500_000n && diff <= 500_000n).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('never creates or loses money beyond the rounding: parts converted one by one sum to the whole within ½ paisa each', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 20 }),
        rate,
        (parts, r) => {
          const whole = convertMinor(
            parts.reduce((s, p) => s + p, 0),
            r,
          );
          const sum = parts.reduce((s, p) => s + convertMinor(p, r), 0);
          expect(Math.abs(sum - whole)).toBeLessThanOrEqual(Math.ceil(parts.length / 2) + 1);
        },
      ),
    );
  });

  it('grows with the amount and with the rate', () => {
    fc.assert(
      fc.property(cents, cents, rate, rate, (a, b, r, s) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const [rl, rh] = r <= s ? [r, s] : [s, r];
        expect(convertMinor(lo, rl)).toBeLessThanOrEqual(convertMinor(hi, rl));
        expect(convertMinor(lo, rl)).toBeLessThanOrEqual(convertMinor(lo, rh));
      }),
    );
  });

  it('reads and writes rates exactly, refusing what is not a plain positive decimal', () => {
    fc.assert(
      fc.property(rate, (r) => {
        expect(parseRate(formatRate(r))).toBe(r);
      }),
    );
    expect(parseRate('278.45')).toBe(278_450_000);
    expect(parseRate(' 1,278.5 ')).toBe(1_278_500_000);
    expect(formatRate(278_450_000)).toBe('278.45');
    expect(formatRate(278_451_200)).toBe('278.4512');
    expect(formatRate(300_000_000)).toBe('300.00');
    for (const bad of ['0', '0.000000', '-1', '1e3', '278.1234567', '', 'abc', '100001'])
      expect(parseRate(bad), bad).toBeUndefined();
    // $99.01 at 278.45 = Rs 27,569.3345 → Rs 27,569.33; half a paisa rounds up.
    expect(convertMinor(9_901, 278_450_000)).toBe(2_756_933);
    expect(convertMinor(1, 500_000)).toBe(1);
    expect(convertMinor(1, 499_999)).toBe(0);
  });
});
