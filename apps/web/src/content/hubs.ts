/**
 * The IT hubs directory (spec: 8 hubs, type STP or FLH). Staff can correct any entry here.
 * Phone numbers marked `sample: true` are placeholders, not yet confirmed with the hub: the page
 * labels them as samples and sends the Contact button to the programme's contact form instead.
 */
export type HubType = 'STP' | 'FLH';

export type Hub = {
  id: string;
  name: string;
  address: string;
  district: string;
  type: HubType;
  description: string;
  /** A link that opens the hub's location in a map. */
  mapUrl: string;
  phone: string;
  /** 640 × 400 WebP. */
  image: string;
  /** True while the contact details are placeholders. */
  sample?: boolean;
};

export const HUB_IMAGE_SIZE = { width: 640, height: 400 };

const map = (place: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;

export const HUBS: Hub[] = [
  {
    id: 'stp-gilgit',
    name: 'Software Technology Park Gilgit',
    address: 'Jutial Road, near Serena Chowk, Gilgit',
    district: 'Gilgit',
    type: 'STP',
    description:
      'The flagship park: incubation desks for start-ups, a co-working hall open late for freelancers, and a fibre link to the national backbone.',
    mapUrl: map('Jutial, Gilgit, Gilgit-Baltistan'),
    phone: '+92 5811 000101',
    image: '/images/hubs/stp-gilgit.webp',
    sample: true,
  },
  {
    id: 'stp-skardu',
    name: 'Software Technology Park Skardu',
    address: 'Hussainabad Road, Skardu',
    district: 'Skardu',
    type: 'STP',
    description:
      'Office space and mentoring for Baltistan’s IT companies, with training rooms for the region’s freelancing courses.',
    mapUrl: map('Hussainabad, Skardu, Gilgit-Baltistan'),
    phone: '+92 5815 000102',
    image: '/images/hubs/stp-skardu.webp',
    sample: true,
  },
  {
    id: 'stp-hunza',
    name: 'Software Technology Park Hunza',
    address: 'Karakoram Highway, Aliabad, Hunza',
    district: 'Hunza',
    type: 'STP',
    description:
      'A park on the Karakoram Highway where remote teams and tourism-tech start-ups work with a view of Rakaposhi.',
    mapUrl: map('Aliabad, Hunza, Gilgit-Baltistan'),
    phone: '+92 5813 000103',
    image: '/images/hubs/stp-hunza.webp',
    sample: true,
  },
  {
    id: 'stp-ghizer',
    name: 'Software Technology Park Ghizer',
    address: 'Main Bazaar, Gahkuch, Ghizer',
    district: 'Ghizer',
    type: 'STP',
    description:
      'Serves the valleys of Ghizer with reliable internet, power backup and a small incubator for local founders.',
    mapUrl: map('Gahkuch, Ghizer, Gilgit-Baltistan'),
    phone: '+92 5814 000104',
    image: '/images/hubs/stp-ghizer.webp',
    sample: true,
  },
  {
    id: 'flh-women-gilgit',
    name: 'Women Freelancing Hub Gilgit',
    address: 'Konodas, Gilgit',
    district: 'Gilgit',
    type: 'FLH',
    description:
      'A hub for women only, with women mentors, evening batches and a quiet room for client calls.',
    mapUrl: map('Konodas, Gilgit, Gilgit-Baltistan'),
    phone: '+92 5811 000105',
    image: '/images/hubs/flh-women-gilgit.webp',
    sample: true,
  },
  {
    id: 'flh-nagar',
    name: 'Freelancing Hub Nagar',
    address: 'Nagar Khas, Nagar',
    district: 'Nagar',
    type: 'FLH',
    description:
      'Twenty workstations, a three-month freelancing course and mentors who help with the first paid project.',
    mapUrl: map('Nagar Khas, Nagar, Gilgit-Baltistan'),
    phone: '+92 5813 000106',
    image: '/images/hubs/flh-nagar.webp',
    sample: true,
  },
  {
    id: 'flh-chilas',
    name: 'Freelancing Hub Chilas',
    address: 'College Road, Chilas, Diamer',
    district: 'Diamer',
    type: 'FLH',
    description:
      'Brings freelancing training to Diamer, with morning batches for students and evening batches for working people.',
    mapUrl: map('Chilas, Diamer, Gilgit-Baltistan'),
    phone: '+92 5812 000107',
    image: '/images/hubs/flh-chilas.webp',
    sample: true,
  },
  {
    id: 'flh-astore',
    name: 'Freelancing Hub Astore',
    address: 'Eidgah, Astore',
    district: 'Astore',
    type: 'FLH',
    description:
      'A hub in the Astore valley with solar backup, so trainees keep working through winter power cuts.',
    mapUrl: map('Eidgah, Astore, Gilgit-Baltistan'),
    phone: '+92 5817 000108',
    image: '/images/hubs/flh-astore.webp',
    sample: true,
  },
];
