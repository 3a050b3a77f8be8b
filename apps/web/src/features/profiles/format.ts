import { DEFAULT_MEMBER_SINCE_YEAR } from '@kt/shared/constants';

export function reviewsText(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

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
