import type { GalleryCategory } from '@kt/shared';
import { m } from '@/paraglide/messages.js';

const LABELS: Record<GalleryCategory, () => string> = {
  FLH: m.gallery_cat_flh,
  'Women FLH': m.gallery_cat_women_flh,
  ILC: m.gallery_cat_ilc,
  STP: m.gallery_cat_stp,
};

/** A photo's category badge in the reader's language (the data stays English). */
export function galleryCategoryLabel(category: GalleryCategory): string {
  return LABELS[category]();
}
