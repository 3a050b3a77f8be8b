import { DEFAULT_MEMBER_SINCE_YEAR, MISSING_LOCATION } from '@kt/shared/constants';
import { ratePerHour } from '@kt/shared/money';
import { categoryLabel } from '@/lib/i18n/categories.ts';
import { formatDate, formatNumber, numberFormat } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';
import { getLocale } from '@/paraglide/runtime.js';

const urdu = () => getLocale() === 'ur';

/** "3 reviews" / "1 review" (English unchanged), in the reader's language. */
export function reviewsText(count: number): string {
  return m.profiles_reviews_text({ count, shown: countText(count) });
}

/** A count as English showed it ("1234"), or grouped the Urdu way. */
export const countText = (n: number): string => (urdu() ? formatNumber(n) : String(n));

/** The member-since year: the account's creation, else the profile's, else 2022. */
export function memberSinceYear(...dates: (string | null | undefined)[]): number {
  for (const d of dates) {
    const year = d ? new Date(d).getFullYear() : NaN;
    if (!Number.isNaN(year)) return year;
  }
  return DEFAULT_MEMBER_SINCE_YEAR;
}

export function ratingText(rating: number | null | undefined): string {
  return (rating ?? 0).toFixed(1);
}

/** "£25/hr" in English (as the spec shows it); "£25 فی گھنٹہ" in Urdu. */
export function rateText(rate: number | null | undefined): string {
  if (!urdu()) return ratePerHour(rate);
  const amount = numberFormat({
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(rate ?? 0);
  return m.profiles_rate_per_hour({ amount });
}

/** 'Location not specified' in the reader's language when nobody gave a place. */
export function locationText(place: string | null | undefined): string {
  const text = place?.trim();
  return text && text !== MISSING_LOCATION ? text : m.profiles_missing_location();
}

/** A review's date: "27 Nov 2026" (decision 036). */
export const reviewDate = (iso: string): string => formatDate(iso);

const TITLES: Record<string, () => string> = {
  'UI/UX Designing': m.profiles_title_ui_ux,
  'Graphic Designing': m.profiles_title_graphic,
  AI: m.profiles_title_ai,
  Bookkeeping: m.profiles_title_bookkeeping,
};

/** A profile job title (a fixed list; the value sent to the API stays English) in the reader's language. */
export function jobTitleLabel(title: string): string {
  return TITLES[title]?.() ?? categoryLabel(title);
}
