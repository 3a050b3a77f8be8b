import { describe, expect, it } from 'vitest';
import {
  isWordKey,
  languageOf,
  noticeBody,
  noticeTitle,
  say,
  word,
  WORD_TEXTS,
  type WordKey,
} from './words.ts';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the server's words", () => {
  it('words a key with amounts, days and nested texts in each language', () => {
    const w = say('dispute.opened', {
      by: { say: say('who.client') },
      milestone: 'Logo',
      amount: { money: 50_000, currency: 'USD' },
      reason: 'Late',
      split: {
        say: say('split', {
          toFreelancer: { money: 20_000, currency: 'USD' },
          toClient: { money: 30_000, currency: 'USD' },
        }),
      },
      respondBy: { day: '2026-12-11T10:00:00.000Z' },
    });
    expect(word(w, 'en', { timeZone: 'Asia/Karachi' })).toBe(
      'The client disputed "Logo" ($500.00): Late. Proposal: $200.00 to the freelancer, $300.00 to the client. Answer by 11 Dec 2026',
    );
    const ur = word(w, 'ur', { timeZone: 'Asia/Karachi' });
    expect(ur).toContain('کلائنٹ نے "\u2068Logo\u2069" (\u2066$500.00\u2069) پر تنازع کھولا');
    expect(ur).toContain('11 دسمبر 2026');
  });

  it('gives every notice a title and a body, and null for a kind it does not know', () => {
    expect(noticeTitle('offer_sent', {}, 'ur')).toBe('آپ کو ایک نئی آفر ملی ہے');
    expect(
      noticeBody('offer_sent', { contract: 'Site', step: { say: say('activity.offer_accepted') } }, 'en'),
    ).toBe('Site: Offer accepted');
    expect(noticeTitle('no_such_kind', {}, 'en')).toBeNull();
    expect(isWordKey('n.offer_sent')).toBe(true);
  });

  it('has every text in Urdu with the same parameters and no English word', () => {
    const keys = Object.keys(WORD_TEXTS.en) as WordKey[];
    expect(keys.length).toBeGreaterThan(100);
    for (const key of keys) {
      const ur = WORD_TEXTS.ur[key];
      expect(placeholders(ur), key).toEqual(placeholders(WORD_TEXTS.en[key]));
      const latin = ur.replace(/\{\w+\}/g, '').match(/[A-Za-z]{2,}/g) ?? [];
      // Brand names of payment services are written in Urdu letters too.
      expect(latin, key).toEqual([]);
    }
  });

  it('reads the language from the cookie first, then Accept-Language by weight', () => {
    expect(languageOf('ur', 'en-US')).toBe('ur');
    expect(languageOf(undefined, 'en-US,ur;q=0.9')).toBe('en');
    expect(languageOf(undefined, 'fr, ur-PK;q=0.8, en;q=0.5')).toBe('ur');
    expect(languageOf('de', undefined)).toBeNull();
    expect(languageOf(undefined, 'fr')).toBeNull();
  });
});
