import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dollars, ratePerHour } from './money.ts';
import {
  groupWhole,
  initials,
  postedAgo,
  shortDate,
  shortEmail,
  statusLabel,
  thousands,
  usDate,
} from './format.ts';

describe('English numbers and dates without Intl (decision 031)', () => {
  it('write what Intl writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => {
        expect(groupWhole(n)).toBe(n.toLocaleString('en-US'));
        expect(thousands(n)).toBe(n.toLocaleString('en-US'));
        expect(dollars(n)).toBe(`$${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}`);
        expect(ratePerHour(n)).toBe(`£${n.toLocaleString('en-GB', { maximumFractionDigits: 2 })}/hr`);
      }),
    );
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }),
        (d) => {
          expect(usDate(d)).toBe(
            d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }),
          );
        },
      ),
    );
    expect(groupWhole(1.5)).toBeUndefined();
    expect(dollars(1234.5)).toBe('$1,234.5');
  });
});

describe('display helpers', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('writes posted-ago text by the spec thresholds', () => {
    expect(postedAgo(new Date('2026-03-10T11:30:00Z'), now)).toBe('Just now');
    expect(postedAgo(new Date('2026-03-10T11:00:00Z'), now)).toBe('1 hour ago');
    expect(postedAgo(new Date('2026-03-10T02:00:00Z'), now)).toBe('10 hours ago');
    expect(postedAgo(new Date('2026-03-09T11:00:00Z'), now)).toBe('1 day ago');
    expect(postedAgo(new Date('2026-03-04T12:00:00Z'), now)).toBe('6 days ago');
    expect(postedAgo(new Date('2026-03-01T12:00:00Z'), now)).toBe('Mar 1, 2026');
  });
  it('takes at most two uppercase initials', () => {
    expect(initials('amina baig khan')).toBe('AB');
    expect(initials('  zara ')).toBe('Z');
    expect(initials('')).toBe('');
  });
  it('shortens e-mails past 25 characters to 22 plus an ellipsis', () => {
    expect(shortEmail('short@example.com')).toBe('short@example.com');
    expect(shortEmail('a-very-long-address@example.com')).toBe('a-very-long-address@ex...');
  });
  it('adds thousands separators', () => {
    expect(thousands(12345)).toBe('12,345');
  });
});

describe('statusLabel and shortDate (issue 21)', () => {
  it('reads every job and proposal status as words, and unknown ones sensibly', () => {
    expect(statusLabel('in_progress')).toBe('In progress');
    expect(statusLabel('withdrawn')).toBe('Withdrawn');
    expect(statusLabel('closed')).toBe('Closed');
    expect(statusLabel('pending')).toBe('Pending');
    expect(statusLabel('changes_requested')).toBe('Changes requested');
    expect(statusLabel('')).toBe('');
  });

  it('shows day and short month, and the year only when it is not this year', () => {
    const now = new Date('2026-12-20T12:00:00Z');
    expect(shortDate('2026-12-03T12:00:00Z', now)).toBe('3 Dec');
    expect(shortDate('2025-12-03T12:00:00Z', now)).toBe('3 Dec 2025');
    expect(shortDate('not a date', now)).toBe('');
  });
});
