/**
 * The programme's branches on the About page: software technology parks (STP) and freelancing hubs
 * (FLH) across the ten districts of Gilgit-Baltistan, as seeded. Every phone number is a
 * placeholder (`sample: true`) until confirmed with the branch; coordinates are approximate (the
 * town, not the building).
 *
 * Since issue 36 the pages read the programme's content from the server (`./programme.ts`), where
 * staff edit it in the console: this file seeded the database (migration 0031) and is now only the
 * component tests' fixture (apps/web/src/test/programme.tsx). A change here changes no page.
 */
export type BranchType = 'STP' | 'FLH';

export type Branch = {
  id: string;
  name: string;
  type: BranchType;
  /** A hub open to women only. */
  womenOnly?: boolean;
  district: string;
  address: string;
  description: string;
  phone: string;
  /** Opens the place in a maps site. */
  mapUrl: string;
  /** 640x360 picture. */
  image: string;
  lat: number;
  lng: number;
  sample: boolean;
};

export const BRANCH_IMAGE_SIZE = { width: 640, height: 360 };

const IMAGE = {
  stp: '/images/about/stp.svg',
  flh: '/images/about/flh.svg',
  women: '/images/about/women-flh.svg',
};

const mapUrl = (lat: number, lng: number) => `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;

type Row = [
  id: string,
  name: string,
  type: BranchType | 'WFLH',
  district: string,
  address: string,
  phone: string,
  lat: number,
  lng: number,
  description?: string,
];

const DESCRIPTION = {
  STP: 'Incubation space for start-ups and software houses, a co-working hall for freelancers, training rooms and a backed-up fibre link.',
  FLH: 'A co-working room with reliable internet and power backup, where local freelancers learn, work and find mentors.',
  WFLH: 'A women-only freelancing hub with trainers, childcare-friendly hours and a safe space to work with clients worldwide.',
};

// Columns: id, name, type (STP, FLH, or WFLH for a women-only FLH), district, address, phone,
// latitude, longitude, and an optional description (else the type's standard one above).
// prettier-ignore
const ROWS: Row[] = [
  ['stp-gilgit', 'Software Technology Park Gilgit', 'STP', 'Gilgit', 'Jutial Road, near Serena Chowk, Jutial, Gilgit', '+92 5811 000201', 35.905, 74.345, 'The flagship park: incubation desks for start-ups, a co-working hall open late for freelancers, and the region\'s largest training rooms.'],
  ['flh-konodas', 'Freelancing Hub Konodas', 'FLH', 'Gilgit', 'University Road, near the KIU gate, Konodas, Gilgit', '+92 5811 000202', 35.932, 74.322],
  ['wflh-jutial', 'Women Freelancing Hub Jutial', 'WFLH', 'Gilgit', 'Women Development Centre, Jutial Link Road, Gilgit', '+92 5811 000203', 35.901, 74.338],
  ['flh-danyore', 'Freelancing Hub Danyore', 'FLH', 'Gilgit', 'Main Bazaar, Danyore, Gilgit', '+92 5811 000204', 35.927, 74.378],
  ['flh-nomal', 'Freelancing Hub Nomal', 'FLH', 'Gilgit', 'Community Hall, Nomal, Gilgit', '+92 5811 000205', 36.082, 74.271],
  ['flh-jaglot', 'Freelancing Hub Jaglot', 'FLH', 'Gilgit', 'Karakoram Highway, Jaglot, Gilgit', '+92 5811 000206', 35.688, 74.621],
  ['flh-oshikhandass', 'Freelancing Hub Oshikhandass', 'FLH', 'Gilgit', 'Main Road, Oshikhandass, Gilgit', '+92 5811 000207', 35.946, 74.432],
  ['wflh-kashrote', 'Women Freelancing Hub Kashrote', 'WFLH', 'Gilgit', 'Girls College Road, Kashrote, Gilgit', '+92 5811 000208', 35.924, 74.301],
  ['flh-sultanabad', 'Freelancing Hub Sultanabad', 'FLH', 'Gilgit', 'Village Centre, Sultanabad, Gilgit', '+92 5811 000209', 35.956, 74.236],
  ['flh-khomer', 'Freelancing Hub Khomer', 'FLH', 'Gilgit', 'Khomer Chowk, Gilgit City', '+92 5811 000210', 35.918, 74.312],
  ['stp-hunza', 'Software Technology Park Hunza', 'STP', 'Hunza', 'Near the Civil Hospital, Aliabad, Hunza', '+92 5813 000211', 36.308, 74.617, 'A technology park on the Karakoram Highway with co-working desks, a studio for video editors and a training hall for the valley\'s cohorts.'],
  ['wflh-karimabad', 'Women Freelancing Hub Karimabad', 'WFLH', 'Hunza', 'Baltit Road, Karimabad, Hunza', '+92 5813 000212', 36.325, 74.665],
  ['wflh-aliabad', 'Women Freelancing Hub Aliabad', 'WFLH', 'Hunza', 'Aliabad Bazaar, Hunza', '+92 5813 000213', 36.306, 74.612],
  ['flh-gulmit', 'Freelancing Hub Gulmit', 'FLH', 'Hunza', 'Gulmit Bazaar, Gojal, Hunza', '+92 5813 000214', 36.388, 74.859],
  ['flh-sost', 'Freelancing Hub Sost', 'FLH', 'Hunza', 'Dry Port Road, Sost, Gojal, Hunza', '+92 5813 000215', 36.691, 74.838],
  ['flh-nasirabad', 'Freelancing Hub Nasirabad', 'FLH', 'Hunza', 'Karakoram Highway, Nasirabad, Hunza', '+92 5813 000216', 36.255, 74.535],
  ['flh-nagar-khas', 'Freelancing Hub Nagar Khas', 'FLH', 'Nagar', 'Nagar Khas Bazaar, Nagar', '+92 5813 000217', 36.262, 74.692],
  ['flh-chalt', 'Freelancing Hub Chalt', 'FLH', 'Nagar', 'Chalt Bazaar, Nagar', '+92 5813 000218', 36.251, 74.321],
  ['wflh-sikandarabad', 'Women Freelancing Hub Sikandarabad', 'WFLH', 'Nagar', 'Main Road, Sikandarabad, Nagar', '+92 5813 000219', 36.217, 74.435],
  ['stp-gahkuch', 'Software Technology Park Gahkuch', 'STP', 'Ghizer', 'District Complex Road, Gahkuch, Ghizer', '+92 5814 000220', 36.173, 73.765],
  ['flh-gupis', 'Freelancing Hub Gupis', 'FLH', 'Ghizer', 'Gupis Bazaar, Ghizer', '+92 5814 000221', 36.229, 73.443],
  ['flh-chatorkhand', 'Freelancing Hub Chatorkhand', 'FLH', 'Ghizer', 'Main Bazaar, Chatorkhand, Ishkoman, Ghizer', '+92 5814 000222', 36.381, 73.842],
  ['flh-yasin', 'Freelancing Hub Yasin', 'FLH', 'Ghizer', 'Taus Road, Yasin, Ghizer', '+92 5814 000223', 36.372, 73.347],
  ['wflh-sherqilla', 'Women Freelancing Hub Sherqilla', 'WFLH', 'Ghizer', 'Village Centre, Sherqilla, Punial, Ghizer', '+92 5814 000224', 36.032, 74.071],
  ['stp-chilas', 'Software Technology Park Chilas', 'STP', 'Diamer', 'Near the DC Office, Chilas, Diamer', '+92 5812 000225', 35.421, 74.096, 'The park that serves Diamer: training halls, co-working desks and a walk-in help desk for first-time freelancers.'],
  ['flh-darel', 'Freelancing Hub Darel', 'FLH', 'Diamer', 'Gumari Bazaar, Darel, Diamer', '+92 5812 000226', 35.646, 73.478],
  ['flh-tangir', 'Freelancing Hub Tangir', 'FLH', 'Diamer', 'Main Bazaar, Tangir, Diamer', '+92 5812 000227', 35.722, 73.302],
  ['flh-astore', 'Freelancing Hub Astore', 'FLH', 'Astore', 'Eidgah Bazaar, Astore', '+92 5817 000228', 35.366, 74.861],
  ['flh-gorikot', 'Freelancing Hub Gorikot', 'FLH', 'Astore', 'Main Road, Gorikot, Astore', '+92 5817 000229', 35.277, 74.855],
  ['stp-skardu', 'Software Technology Park Skardu', 'STP', 'Skardu', 'College Road, Skardu', '+92 5815 000230', 35.297, 75.633, 'Baltistan\'s technology park: incubation for start-ups, a co-working floor and the AI and data science cohorts.'],
  ['flh-satellite-town', 'Freelancing Hub Satellite Town', 'FLH', 'Skardu', 'Satellite Town, Skardu', '+92 5815 000231', 35.309, 75.622],
  ['wflh-hussainabad', 'Women Freelancing Hub Hussainabad', 'WFLH', 'Skardu', 'Hussainabad Road, Skardu', '+92 5815 000232', 35.285, 75.601],
  ['flh-gamba', 'Freelancing Hub Gamba', 'FLH', 'Skardu', 'Airport Road, Gamba, Skardu', '+92 5815 000233', 35.292, 75.562],
  ['flh-roundu', 'Freelancing Hub Roundu', 'FLH', 'Skardu', 'Tormik Road, Roundu, Skardu', '+92 5815 000234', 35.512, 75.118],
  ['flh-shigar', 'Freelancing Hub Shigar', 'FLH', 'Shigar', 'Fort Road, Shigar', '+92 5815 000235', 35.424, 75.735],
  ['wflh-shigar', 'Women Freelancing Hub Shigar', 'WFLH', 'Shigar', 'Chhorkah Road, Shigar', '+92 5815 000236', 35.438, 75.742],
  ['stp-khaplu', 'Software Technology Park Khaplu', 'STP', 'Ghanche', 'Main Bazaar, Khaplu, Ghanche', '+92 5816 000237', 35.157, 76.336, 'A park in the east of the region with co-working desks, solar backup power and online classes from the Gilgit and Skardu parks.'],
  ['flh-keris', 'Freelancing Hub Keris', 'FLH', 'Ghanche', 'Main Road, Keris, Ghanche', '+92 5816 000238', 35.225, 75.925],
  ['flh-machulo', 'Freelancing Hub Machulo', 'FLH', 'Ghanche', 'Village Centre, Machulo, Ghanche', '+92 5816 000239', 35.283, 76.268],
  ['flh-tolti', 'Freelancing Hub Tolti', 'FLH', 'Kharmang', 'Main Bazaar, Tolti, Kharmang', '+92 5815 000240', 34.963, 76.058],
  ['flh-mehdiabad', 'Freelancing Hub Mehdiabad', 'FLH', 'Kharmang', 'Parkutta Road, Mehdiabad, Kharmang', '+92 5815 000241', 35.041, 75.905],
];

export const BRANCHES: Branch[] = ROWS.map(
  ([id, name, kind, district, address, phone, lat, lng, description]) => ({
    id,
    name,
    type: kind === 'STP' ? 'STP' : 'FLH',
    ...(kind === 'WFLH' ? { womenOnly: true } : {}),
    district,
    address,
    description: description ?? DESCRIPTION[kind],
    phone,
    mapUrl: mapUrl(lat, lng),
    image: kind === 'STP' ? IMAGE.stp : kind === 'WFLH' ? IMAGE.women : IMAGE.flh,
    lat,
    lng,
    sample: true,
  }),
);
