import type { District } from '@kt/shared';
import { m } from '@/paraglide/messages.js';

/** The districts of Gilgit-Baltistan by name, in the reader's language (outages, issue 36). */
const NAMES: Record<District, () => string> = {
  Gilgit: m.district_gilgit,
  Skardu: m.district_skardu,
  Hunza: m.district_hunza,
  Nagar: m.district_nagar,
  Ghizer: m.district_ghizer,
  Ghanche: m.district_ghanche,
  Shigar: m.district_shigar,
  Kharmang: m.district_kharmang,
  Astore: m.district_astore,
  Diamer: m.district_diamer,
  Roundu: m.district_roundu,
  Darel: m.district_darel,
  Tangir: m.district_tangir,
  'Gupis-Yasin': m.district_gupis_yasin,
};

export const districtText = (d: District): string => NAMES[d]();
