/** The success-rate formula of docs/reputation.md, on a table of cases. */
import { describe, expect, it } from 'vitest';
import { isSuccessful, meanRating, successRate } from './reputation.ts';

describe('isSuccessful', () => {
  it.each([
    { refunded: 0, ratingReceived: null, ok: true },
    { refunded: 0, ratingReceived: 5, ok: true },
    { refunded: 0, ratingReceived: 4, ok: true },
    { refunded: 0, ratingReceived: 3, ok: false },
    { refunded: 0, ratingReceived: 1, ok: false },
    { refunded: 100, ratingReceived: 5, ok: false },
    { refunded: 100, ratingReceived: null, ok: false },
  ])('refunded $refunded, rated $ratingReceived → $ok', ({ refunded, ratingReceived, ok }) => {
    expect(isSuccessful({ refunded, ratingReceived })).toBe(ok);
  });
});

describe('successRate', () => {
  it.each([
    [0, 0, null],
    [2, 2, null],
    [3, 3, 100],
    [3, 2, 67],
    [3, 0, 0],
    [4, 3, 75],
    [7, 5, 71],
    [200, 199, 100],
    [200, 1, 1],
  ])('%i ended, %i successful → %s', (ended, successful, rate) => {
    expect(successRate(ended, successful)).toBe(rate);
  });
});

describe('meanRating', () => {
  it.each([
    [[], 0],
    [[5], 5],
    [[5, 4], 4.5],
    [[5, 4, 4], 4.3],
    [[5, 5, 4], 4.7],
    [[1, 2], 1.5],
  ])('%j → %d', (ratings, mean) => {
    expect(meanRating(ratings)).toBe(mean);
  });
});
