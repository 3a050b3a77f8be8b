import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basisPoints, formatMoney, fromMinorUnits, percentOf, splitFee, toMinorUnits } from './money.ts';

describe('money in minor units', () => {
  it('parses decimal text exactly, refusing too many decimals and junk', () => {
    expect(toMinorUnits('12.5')).toBe(1250);
    expect(toMinorUnits('$1,250.05')).toBe(125005);
    expect(toMinorUnits('0.1')).toBe(10);
    expect(toMinorUnits(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
    expect(toMinorUnits('1.005')).toBeUndefined();
    expect(toMinorUnits('-1')).toBeUndefined();
    expect(toMinorUnits('1e3')).toBeUndefined();
    expect(toMinorUnits('')).toBeUndefined();
    expect(toMinorUnits(Number.NaN)).toBeUndefined();
  });

  it('round-trips every amount through text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(toMinorUnits(fromMinorUnits(n, 'USD'), 'USD')).toBe(n);
        expect(toMinorUnits(fromMinorUnits(n, 'PKR'), 'PKR')).toBe(n);
      }),
    );
  });

  it('formats with symbol and separators', () => {
    expect(formatMoney(125005, 'USD')).toBe('$1,250.05');
    expect(formatMoney(100, 'PKR')).toBe('Rs 1.00');
    expect(formatMoney(-5, 'USD')).toBe('-$0.05');
    expect(formatMoney(123456789, 'USD')).toBe('$1,234,567.89');
  });

  it('takes a percentage in integers, and a fee split always adds up', () => {
    expect(basisPoints(5)).toBe(500);
    expect(basisPoints('2.5')).toBe(250);
    expect(() => basisPoints('1.234')).toThrow(RangeError);
    expect(percentOf(10000, 5)).toBe(500);
    expect(percentOf(1, 50)).toBe(1); // half up
    expect(percentOf(101, 5)).toBe(5);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 10000 }),
        (n, bps) => {
          const percent = `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;
          const { fee, net } = splitFee(n, percent);
          expect(Number.isInteger(fee) && Number.isInteger(net)).toBe(true);
          expect(fee + net).toBe(n);
          expect(fee).toBeGreaterThanOrEqual(0);
          expect(fee).toBeLessThanOrEqual(n);
        },
      ),
    );
  });
});
