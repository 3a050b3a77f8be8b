import { m } from '@/paraglide/messages.js';
import { getLocale } from '@/paraglide/runtime.js';

/** A place type filter or badge ('All', 'STP', 'FLH') in the reader's language; the value stays English. */
export function placeTypeLabel(type: string): string {
  if (type === 'All') return m.hubs_filter_all();
  if (type === 'STP') return m.hubs_type_stp();
  if (type === 'FLH') return m.hubs_type_flh();
  return type;
}

const URDU_DISTRICTS: Record<string, string> = {
  Gilgit: 'گلگت',
  Hunza: 'ہنزہ',
  Nagar: 'نگر',
  Ghizer: 'غذر',
  Diamer: 'دیامر',
  Astore: 'استور',
  Skardu: 'سکردو',
  Shigar: 'شگر',
  Ghanche: 'گانچھے',
  Kharmang: 'کھرمنگ',
};

/** A district of Gilgit-Baltistan in the reader's script (the filter value stays English). */
export function districtLabel(district: string): string {
  return getLocale() === 'ur' ? (URDU_DISTRICTS[district] ?? district) : district;
}
