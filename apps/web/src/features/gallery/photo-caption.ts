import { formatDate } from '@/lib/i18n/format.ts';

/** Intrinsic sizes of the seeded pictures, so the layout reserves their space before they load. */
export const GALLERY_IMAGE_SIZE = { thumb: { width: 400, height: 300 }, view: { width: 1200, height: 900 } };

/** The photo's calendar date ("2025-01-22" in the content) as "22 Jan 2025" (decision 036). */
export const photoDate = (iso: string): string => formatDate(iso, { timeZone: 'UTC' });
