import { m } from '@/paraglide/messages.js';
import { formatNumber } from '@/lib/i18n/format.ts';
import { getLocale } from '@/paraglide/runtime.js';

/**
 * The content files' fixed words (course levels, modes, fees, categories) in the reader's language.
 * The content itself stays English (values, filters, URLs); only the display goes through here.
 */
const LABELS: Record<string, () => string> = {
  Beginner: m.content_level_beginner,
  Intermediate: m.content_level_intermediate,
  Advanced: m.content_level_advanced,
  'On campus': m.content_mode_campus,
  Online: m.content_mode_online,
  'On campus and online': m.content_mode_both,
  Free: m.content_fee_free,
  All: m.info_category_all,
  'Web Development': m.content_cat_web,
  'UI/UX Designing': m.content_cat_uiux,
  'Graphic Designing': m.content_cat_graphic,
  'Digital Marketing': m.content_cat_marketing,
  'Video Editing': m.content_cat_video,
  'Data Science': m.content_cat_data,
  AI: m.content_cat_ai,
  Bookkeeping: m.content_cat_bookkeeping,
};

export function contentLabel(text: string): string {
  return LABELS[text]?.() ?? text;
}

/** A fee as written in the content ('Free', 'PKR 6,000') in the reader's language. */
export function feeLabel(fee: string): string {
  const pkr = /^PKR ([\d,]+)$/.exec(fee);
  if (pkr && getLocale() === 'ur')
    return m.content_fee_pkr({ amount: formatNumber(Number(pkr[1]!.replace(/,/g, ''))) });
  return contentLabel(fee);
}
