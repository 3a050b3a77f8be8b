import { formatDate } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';

/**
 * The gallery photos' captions (interface text we wrote, not user content) in the reader's language,
 * by photo id. The content file keeps the English, which downloads and shared links also use.
 */
const CAPTIONS: Record<number, readonly [title: () => string, description: () => string]> = {
  1: [m.gallery_photo_01_title, m.gallery_photo_01_text],
  2: [m.gallery_photo_02_title, m.gallery_photo_02_text],
  3: [m.gallery_photo_03_title, m.gallery_photo_03_text],
  4: [m.gallery_photo_04_title, m.gallery_photo_04_text],
  5: [m.gallery_photo_05_title, m.gallery_photo_05_text],
  6: [m.gallery_photo_06_title, m.gallery_photo_06_text],
  7: [m.gallery_photo_07_title, m.gallery_photo_07_text],
  8: [m.gallery_photo_08_title, m.gallery_photo_08_text],
  9: [m.gallery_photo_09_title, m.gallery_photo_09_text],
  10: [m.gallery_photo_10_title, m.gallery_photo_10_text],
  11: [m.gallery_photo_11_title, m.gallery_photo_11_text],
  12: [m.gallery_photo_12_title, m.gallery_photo_12_text],
  13: [m.gallery_photo_13_title, m.gallery_photo_13_text],
  14: [m.gallery_photo_14_title, m.gallery_photo_14_text],
  15: [m.gallery_photo_15_title, m.gallery_photo_15_text],
  16: [m.gallery_photo_16_title, m.gallery_photo_16_text],
  17: [m.gallery_photo_17_title, m.gallery_photo_17_text],
  18: [m.gallery_photo_18_title, m.gallery_photo_18_text],
  19: [m.gallery_photo_19_title, m.gallery_photo_19_text],
  20: [m.gallery_photo_20_title, m.gallery_photo_20_text],
  21: [m.gallery_photo_21_title, m.gallery_photo_21_text],
  22: [m.gallery_photo_22_title, m.gallery_photo_22_text],
  23: [m.gallery_photo_23_title, m.gallery_photo_23_text],
  24: [m.gallery_photo_24_title, m.gallery_photo_24_text],
  25: [m.gallery_photo_25_title, m.gallery_photo_25_text],
  26: [m.gallery_photo_26_title, m.gallery_photo_26_text],
  27: [m.gallery_photo_27_title, m.gallery_photo_27_text],
  28: [m.gallery_photo_28_title, m.gallery_photo_28_text],
  29: [m.gallery_photo_29_title, m.gallery_photo_29_text],
  30: [m.gallery_photo_30_title, m.gallery_photo_30_text],
  31: [m.gallery_photo_31_title, m.gallery_photo_31_text],
  32: [m.gallery_photo_32_title, m.gallery_photo_32_text],
  33: [m.gallery_photo_33_title, m.gallery_photo_33_text],
  34: [m.gallery_photo_34_title, m.gallery_photo_34_text],
  35: [m.gallery_photo_35_title, m.gallery_photo_35_text],
  36: [m.gallery_photo_36_title, m.gallery_photo_36_text],
  37: [m.gallery_photo_37_title, m.gallery_photo_37_text],
  38: [m.gallery_photo_38_title, m.gallery_photo_38_text],
  39: [m.gallery_photo_39_title, m.gallery_photo_39_text],
};

/** A photo's title and description in the reader's language (the English as written when none). */
export function photoCaption(photo: { id: number; title: string; description: string }) {
  const caption = CAPTIONS[photo.id];
  return caption
    ? { title: caption[0](), description: caption[1]() }
    : { title: photo.title, description: photo.description };
}

/** The photo's calendar date ("2025-01-22" in the content) as "22 Jan 2025" (decision 036). */
export const photoDate = (iso: string): string => formatDate(iso, { timeZone: 'UTC' });
