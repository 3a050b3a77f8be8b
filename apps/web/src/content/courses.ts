/**
 * The programme's course catalogue (/courses) and its next cohorts (/upcoming-courses) as they were
 * seeded (migrations 0031 and 0032): both are kept in the console since issue 36, and the pages read
 * them from the server; these lists are the component tests' fixtures. Categories are the profile
 * job titles, so a course leads to a profile a client can find.
 */
import type { PROFILE_JOB_TITLES } from '@kt/shared/constants';

export type CourseCategory = (typeof PROFILE_JOB_TITLES)[number];
export type CourseLevel = 'Beginner' | 'Intermediate' | 'Advanced';

export type Course = {
  id: string;
  title: string;
  category: CourseCategory;
  level: CourseLevel;
  weeks: number;
  /** Where it is taught. */
  mode: 'On campus' | 'Online' | 'On campus and online';
  summary: string;
  outcomes: string[];
  fee: string;
};

export type Cohort = {
  courseId: string;
  /** ISO dates. */
  starts: string;
  applyBy: string;
  venue: string;
  schedule: string;
  seats: number;
  sample: boolean;
};

export const COURSE_CATEGORIES = [
  'All',
  'Web Development',
  'UI/UX Designing',
  'Graphic Designing',
  'Digital Marketing',
  'Video Editing',
  'Data Science',
  'AI',
  'Bookkeeping',
] as const;

export const COURSES: Course[] = [
  {
    id: 'full-stack-web',
    title: 'Full-Stack Web Development',
    category: 'Web Development',
    level: 'Intermediate',
    weeks: 16,
    mode: 'On campus and online',
    summary:
      'HTML, CSS and JavaScript up to React, Node.js and a database, ending with a client-ready project.',
    outcomes: ['Build and deploy a full web app', 'Use Git and code review', 'Quote and scope web projects'],
    fee: 'Free',
  },
  {
    id: 'wordpress',
    title: 'WordPress and WooCommerce for Freelancers',
    category: 'Web Development',
    level: 'Beginner',
    weeks: 6,
    mode: 'On campus',
    summary: 'Set up, theme and secure WordPress sites and online shops, the most requested small jobs.',
    outcomes: [
      'Launch a business website',
      'Set up an online shop with payments',
      'Keep sites fast and safe',
    ],
    fee: 'Free',
  },
  {
    id: 'ui-ux-figma',
    title: 'UI/UX Design with Figma',
    category: 'UI/UX Designing',
    level: 'Beginner',
    weeks: 10,
    mode: 'On campus and online',
    summary: 'User research, wireframes, design systems and clickable prototypes for web and mobile.',
    outcomes: [
      'Run a short user interview',
      'Design a mobile app in Figma',
      'Hand designs over to developers',
    ],
    fee: 'Free',
  },
  {
    id: 'graphic-design',
    title: 'Graphic Design Fundamentals',
    category: 'Graphic Designing',
    level: 'Beginner',
    weeks: 8,
    mode: 'On campus',
    summary: 'Layout, colour and type with Illustrator and Photoshop, from social posts to print.',
    outcomes: ['Design for social media and print', 'Prepare files for printers', 'Build a first portfolio'],
    fee: 'Free',
  },
  {
    id: 'brand-identity',
    title: 'Brand Identity Design',
    category: 'Graphic Designing',
    level: 'Intermediate',
    weeks: 6,
    mode: 'Online',
    summary: 'Logos, brand guidelines and presentation of a full identity to international clients.',
    outcomes: ['Create a logo system', 'Write brand guidelines', 'Present work to a client'],
    fee: 'PKR 6,000',
  },
  {
    id: 'digital-marketing',
    title: 'Digital Marketing and Social Media Ads',
    category: 'Digital Marketing',
    level: 'Beginner',
    weeks: 8,
    mode: 'On campus and online',
    summary: 'Plan content, run Meta and Google campaigns and report results a client understands.',
    outcomes: ['Plan a month of content', 'Run and measure an ad campaign', 'Report results clearly'],
    fee: 'Free',
  },
  {
    id: 'seo',
    title: 'SEO for Small Businesses',
    category: 'Digital Marketing',
    level: 'Intermediate',
    weeks: 4,
    mode: 'Online',
    summary: 'Keyword research, on-page fixes and local search for hotels, shops and tour operators.',
    outcomes: ['Audit a website', 'Improve local search listings', 'Track rankings and traffic'],
    fee: 'Free',
  },
  {
    id: 'video-editing',
    title: 'Video Editing with Premiere Pro',
    category: 'Video Editing',
    level: 'Beginner',
    weeks: 6,
    mode: 'On campus',
    summary: 'Cut, colour and caption videos for YouTube, reels and travel films, with phone footage too.',
    outcomes: ['Edit a short documentary', 'Add captions and motion titles', 'Deliver in every format'],
    fee: 'Free',
  },
  {
    id: 'data-analysis',
    title: 'Data Analysis with Python and Power BI',
    category: 'Data Science',
    level: 'Intermediate',
    weeks: 12,
    mode: 'On campus and online',
    summary: 'Clean, analyse and visualise data with pandas and Power BI, on real regional data sets.',
    outcomes: ['Clean messy spreadsheets', 'Build an interactive dashboard', 'Explain findings to a client'],
    fee: 'Free',
  },
  {
    id: 'applied-ai',
    title: 'Applied AI: Building with Language Models',
    category: 'AI',
    level: 'Advanced',
    weeks: 8,
    mode: 'Online',
    summary: 'Chat assistants, document search and automation with model APIs, and how to test them.',
    outcomes: ['Build a document Q&A tool', 'Automate a business workflow', 'Evaluate and price AI work'],
    fee: 'PKR 8,000',
  },
  {
    id: 'bookkeeping',
    title: 'Bookkeeping with QuickBooks and Xero',
    category: 'Bookkeeping',
    level: 'Beginner',
    weeks: 8,
    mode: 'On campus and online',
    summary: 'Double-entry basics, bank reconciliation and month-end reports for clients abroad.',
    outcomes: ['Reconcile bank accounts', 'Prepare monthly reports', 'Work in QuickBooks and Xero'],
    fee: 'Free',
  },
];

/**
 * The next cohorts as they were before issue 36: the pages now read cohorts from the server, where
 * staff edit them in the console. These seeded the database (migration 0031) and are now only the
 * component tests' fixture; a change here changes no page.
 */
export const COHORTS: Cohort[] = [
  {
    courseId: 'full-stack-web',
    starts: '2027-01-11',
    applyBy: '2026-12-20',
    venue: 'Software Technology Park Gilgit',
    schedule: 'Mon to Fri, 3 PM to 6 PM',
    seats: 30,
    sample: true,
  },
  {
    courseId: 'ui-ux-figma',
    starts: '2027-01-18',
    applyBy: '2026-12-27',
    venue: 'Women Freelancing Hub Karimabad',
    schedule: 'Mon, Wed, Fri, 10 AM to 1 PM',
    seats: 20,
    sample: true,
  },
  {
    courseId: 'digital-marketing',
    starts: '2027-02-01',
    applyBy: '2027-01-15',
    venue: 'Online, with weekly meet-ups at every hub',
    schedule: 'Tue and Thu evenings',
    seats: 60,
    sample: true,
  },
  {
    courseId: 'data-analysis',
    starts: '2027-02-08',
    applyBy: '2027-01-20',
    venue: 'Software Technology Park Skardu',
    schedule: 'Mon to Thu, 2 PM to 5 PM',
    seats: 25,
    sample: true,
  },
  {
    courseId: 'bookkeeping',
    starts: '2027-03-01',
    applyBy: '2027-02-10',
    venue: 'Software Technology Park Gahkuch',
    schedule: 'Sat and Sun, 10 AM to 2 PM',
    seats: 25,
    sample: true,
  },
  {
    courseId: 'applied-ai',
    starts: '2027-03-15',
    applyBy: '2027-02-28',
    venue: 'Online',
    schedule: 'Wed and Sat evenings',
    seats: 40,
    sample: true,
  },
];
