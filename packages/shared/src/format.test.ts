import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dollars, ratePerHour } from './money.ts';
import {
  dayTextIn,
  formatDay,
  formatDayTime,
  formatMonth,
  formatTime,
  groupWhole,
  initials,
  postedAgo,
  shortEmail,
  statusLabel,
  thousands,
  timeAgo,
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
          // The same day as Intl's en-GB short form ("27 Nov 2026"), in the runtime's zone and in a given one.
          // ICU writes September "Sept"; the formatter keeps three letters.
          expect(formatDay(d)).toBe(
            d
              .toLocaleDateString('en-GB', { year: 'numeric', month: 'short', day: 'numeric' })
              .replace('Sept', 'Sep'),
          );
          for (const timeZone of ['Asia/Karachi', 'UTC', 'America/New_York']) {
            expect(formatDayTime(d, 'en', { timeZone })).toBe(
              d
                .toLocaleString('en-GB', {
                  timeZone,
                  year: 'numeric',
                  month: 'short',
                  day: 'numeric',
                  hour: '2-digit',
                  minute: '2-digit',
                  hourCycle: 'h23',
                })
                .replace(' at ', ', ')
                .replace('Sept', 'Sep'),
            );
          }
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
    expect(postedAgo(new Date('2026-03-10T11:59:30Z'), now)).toBe('Just now');
    expect(postedAgo(new Date('2026-03-10T11:59:00Z'), now)).toBe('1 minute ago');
    expect(postedAgo(new Date('2026-03-10T11:28:00Z'), now)).toBe('32 minutes ago');
    expect(postedAgo(new Date('2026-03-10T11:00:00Z'), now)).toBe('1 hour ago');
    expect(postedAgo(new Date('2026-03-10T02:00:00Z'), now)).toBe('10 hours ago');
    expect(postedAgo(new Date('2026-03-09T11:00:00Z'), now)).toBe('1 day ago');
    expect(postedAgo(new Date('2026-03-04T12:00:00Z'), now)).toBe('6 days ago');
    expect(postedAgo(new Date('2026-03-01T12:00:00Z'), now)).toBe('1 Mar 2026');
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

describe('statusLabel and dates (issues 21 and 34)', () => {
  it('reads every job and proposal status as words, and unknown ones sensibly', () => {
    expect(statusLabel('in_progress')).toBe('In progress');
    expect(statusLabel('withdrawn')).toBe('Withdrawn');
    expect(statusLabel('closed')).toBe('Closed');
    expect(statusLabel('pending')).toBe('Pending');
    expect(statusLabel('changes_requested')).toBe('Changes requested');
    expect(statusLabel('')).toBe('');
  });

  it('writes one family of dates per language, never numeric, ISO or GMT (issue 34)', () => {
    const at = new Date('2026-12-11T09:05:00Z');
    const karachi = { timeZone: 'Asia/Karachi' };
    expect(formatDay(at, 'en', karachi)).toBe('11 Dec 2026');
    expect(formatDayTime(at, 'en', karachi)).toBe('11 Dec 2026, 14:05');
    expect(formatDay(at, 'ur', karachi)).toBe('11 دسمبر 2026');
    expect(formatDayTime(at, 'ur', karachi)).toBe('11 دسمبر 2026، 14:05');
    expect(formatTime(at, { timeZone: 'UTC' })).toBe('09:05');
    expect(formatMonth(at, 'en', karachi)).toBe('December 2026');
    expect(formatMonth(at, 'ur', karachi)).toBe('دسمبر 2026');
    // Late in the evening in UTC is the next day in Karachi.
    expect(formatDay('2026-11-27T20:30:00Z', 'en', karachi)).toBe('28 Nov 2026');
    expect(formatDay('not a date')).toBe('');
    const numericOrIso = /\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}|GMT|T\d{2}:/;
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (d) => {
          for (const lang of ['en', 'ur'] as const)
            expect(formatDayTime(d, lang, karachi)).not.toMatch(numericOrIso);
        },
      ),
    );
  });

  it('rewrites a day the server wrote into an English text in Urdu, the same day and clock', () => {
    const karachi = { timeZone: 'Asia/Karachi' };
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (d) => {
          const text = `set ${formatDayTime(d, 'en', karachi)}) until ${formatDay(d, 'en', karachi)} through`;
          expect(dayTextIn(text, 'ur')).toBe(
            `set ${formatDayTime(d, 'ur', karachi)}) until ${formatDay(d, 'ur', karachi)} through`,
          );
          expect(dayTextIn(text, 'en')).toBe(text);
        },
      ),
    );
    expect(dayTextIn('version 12 Novel 2026', 'ur')).toBe('version 12 Novel 2026');
  });

  it('says how long ago, true to the minute, in both languages', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(timeAgo('2026-03-10T11:28:00Z', 'en', now)).toBe('32 minutes ago');
    expect(timeAgo('2026-03-10T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(timeAgo('2026-03-10T11:59:40Z', 'ur', now)).toBe('ابھی ابھی');
    expect(timeAgo('2026-03-10T11:28:00Z', 'ur', now)).toBe('32 منٹ پہلے');
    expect(timeAgo('2026-03-10T11:00:00Z', 'ur', now)).toBe('1 گھنٹہ پہلے');
    expect(timeAgo('2026-03-10T09:00:00Z', 'ur', now)).toBe('3 گھنٹے پہلے');
    expect(timeAgo('2026-03-08T09:00:00Z', 'ur', now)).toBe('2 دن پہلے');
  });
});
