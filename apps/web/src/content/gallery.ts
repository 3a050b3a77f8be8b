/**
 * The gallery of the programme's events (spec: 39 photos, dated 2025-01-22, four categories).
 * The pictures are illustrations made for this site; each has a 400 px thumbnail and a 1200 px view.
 *
 * Since issue 36 the gallery page reads its photos from the server (`./programme.ts`), where staff
 * edit them in the console: this file (with the captions' Urdu in `./ur/gallery.ts`) seeded the
 * database (migration 0034) and is now only the component tests' fixture
 * (apps/web/src/test/programme.tsx). A change here changes no page.
 */
import type { GalleryCategory } from '@kt/shared';

type GalleryPhoto = {
  id: number;
  /** The large view (1200 × 900 WebP). */
  src: string;
  /** The grid thumbnail (400 × 300 WebP). */
  thumb: string;
  title: string;
  description: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  category: GalleryCategory;
  likes: number;
  views: number;
};

const DATE = '2025-01-22';

type Entry = [title: string, description: string, category: GalleryCategory, likes: number, views: number];

const entries: Entry[] = [
  [
    'Freelancing Hub Inauguration Gilgit',
    'The Gilgit freelancing hub opens its doors to its first batch of trainees.',
    'FLH',
    142,
    1210,
  ],
  [
    'Upwork Profile Building Workshop',
    'Trainees polish their profiles, portfolios and first proposals with a mentor.',
    'FLH',
    98,
    864,
  ],
  [
    'Hunza Hub Evening Batch',
    'The evening batch in Aliabad works late on live client projects.',
    'FLH',
    87,
    702,
  ],
  [
    'Client Communication Masterclass',
    'How to scope a project, agree milestones and keep a client informed.',
    'FLH',
    76,
    655,
  ],
  ['Nagar Hub Graduates', 'Graduates of the Nagar hub with their completion certificates.', 'FLH', 133, 1034],
  [
    'Skardu Hub Coding Sprint',
    'A two-day sprint where teams shipped small web apps for local businesses.',
    'FLH',
    91,
    780,
  ],
  [
    'Ghizer Hub Orientation Day',
    'New trainees in Gahkuch meet their mentors and plan the first month.',
    'FLH',
    64,
    540,
  ],
  [
    'Fiverr Gig Optimisation Session',
    'Writing gig titles, pricing packages and choosing the right thumbnails.',
    'FLH',
    71,
    611,
  ],
  [
    'Mentor Review Day in Gilgit',
    'Mentors review each trainee’s first paid projects and give feedback.',
    'FLH',
    58,
    498,
  ],
  ['Astore Hub First Cohort', 'The first cohort of the Astore hub on its opening week.', 'FLH', 103, 877],
  [
    'Diamer Hub Team Project Demo',
    'Teams in Chilas present the websites they built for the district’s schools.',
    'FLH',
    69,
    590,
  ],
  [
    'Freelancer Meetup at Aliabad',
    'Freelancers from across Hunza share what won them their best clients.',
    'FLH',
    82,
    720,
  ],
  [
    'Women Freelancing Hub Opening',
    'A hub for women only opens in Gilgit with forty trainees.',
    'Women FLH',
    188,
    1503,
  ],
  [
    'Graphic Design Bootcamp for Women',
    'Logos, brand kits and social posts made in a six-week bootcamp.',
    'Women FLH',
    124,
    998,
  ],
  [
    'Women FLH Skardu Graduation',
    'Graduates of the women’s hub in Skardu receive their certificates.',
    'Women FLH',
    156,
    1287,
  ],
  [
    'Content Writing Circle Hunza',
    'A weekly circle where writers critique each other’s articles.',
    'Women FLH',
    77,
    642,
  ],
  [
    'Women in Tech Panel Gilgit',
    'Successful freelancers talk about balancing clients, study and family.',
    'Women FLH',
    139,
    1166,
  ],
  [
    'Digital Marketing Lab for Women',
    'Planning campaigns and reading analytics for real small businesses.',
    'Women FLH',
    95,
    803,
  ],
  ['Shigar Women Hub Launch', 'The Shigar hub for women welcomes its first trainees.', 'Women FLH', 117, 940],
  [
    'First Earnings Celebration',
    'Trainees celebrate their first payments from international clients.',
    'Women FLH',
    171,
    1402,
  ],
  [
    'Women FLH Mentorship Morning',
    'One-to-one mentoring on portfolios, pricing and proposals.',
    'Women FLH',
    84,
    701,
  ],
  [
    'Bookkeeping Skills Workshop',
    'Bookkeeping for remote clients: ledgers, invoices and reconciliations.',
    'Women FLH',
    62,
    533,
  ],
  [
    'ILC Web Development Class',
    'HTML, CSS and JavaScript from the first line to a deployed site.',
    'ILC',
    109,
    912,
  ],
  [
    'ILC Python Basics Lab',
    'Learners write their first Python scripts to clean and chart data.',
    'ILC',
    88,
    745,
  ],
  ['UX Design Studio at ILC', 'Wireframes, prototypes and usability tests with local users.', 'ILC', 93, 790],
  ['ILC Data Science Bootcamp', 'An intensive bootcamp on data analysis and visualisation.', 'ILC', 101, 860],
  [
    'ILC Certificate Distribution',
    'Learners who finished the spring courses receive their certificates.',
    'ILC',
    147,
    1198,
  ],
  [
    'Video Editing Workshop at ILC',
    'Cutting, colour and sound for YouTube and social media clients.',
    'ILC',
    79,
    664,
  ],
  [
    'ILC Hackathon Finals',
    'Finalists pitch apps for tourism, agriculture and health in the region.',
    'ILC',
    162,
    1344,
  ],
  [
    'AI Tools for Freelancers',
    'Using AI assistants responsibly to work faster for clients.',
    'ILC',
    118,
    1002,
  ],
  [
    'ILC Career Guidance Day',
    'Counsellors help learners choose a skill path and a first niche.',
    'ILC',
    66,
    571,
  ],
  [
    'Software Technology Park Gilgit',
    'The software technology park in Gilgit with the Rakaposhi range behind.',
    'STP',
    201,
    1720,
  ],
  [
    'STP Skardu Office Floor',
    'Start-ups and freelancers share the open office floor in Skardu.',
    'STP',
    97,
    826,
  ],
  [
    'Startup Pitch Day at STP',
    'Young founders pitch their products to mentors and investors.',
    'STP',
    128,
    1075,
  ],
  ['STP Incubation Desk Visits', 'Mentors visit the incubated start-ups at their desks.', 'STP', 72, 615],
  ['STP Server Room Tour', 'Visitors see the park’s fibre link and server room.', 'STP', 61, 522],
  [
    'STP Hunza Opening Ceremony',
    'The Hunza technology park opens at the foot of the mountains.',
    'STP',
    154,
    1261,
  ],
  ['Investors Visit STP Gilgit', 'A delegation of investors meets the park’s start-ups.', 'STP', 85, 730],
  [
    'STP Co-working Hall at Night',
    'Freelancers working late for clients in other time zones.',
    'STP',
    113,
    968,
  ],
];

const pad = (n: number) => String(n).padStart(2, '0');

export const GALLERY_PHOTOS: GalleryPhoto[] = entries.map(
  ([title, description, category, likes, views], i) => ({
    id: i + 1,
    src: `/images/gallery/photo-${pad(i + 1)}-1200.webp`,
    thumb: `/images/gallery/photo-${pad(i + 1)}-400.webp`,
    title,
    description,
    date: DATE,
    category,
    likes,
    views,
  }),
);
