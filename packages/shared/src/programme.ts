/**
 * Programme content kept by its staff (issue 36, part 1; docs/decisions/038-programme-content.md):
 * branches (and so the IT hubs), the hubs' own descriptions, the next cohorts, the course catalogue,
 * the home page's figures and success videos and the success stories live in the database, edited in the console in English and Urdu. One schema per kind of
 * entry; a text shown to readers is `{ en, ur }` (an empty Urdu text shows the English one).
 */
import { PROFILE_JOB_TITLES } from './constants.ts';
import { text, z } from './zod.ts';

export const PROGRAMME_KINDS = [
  'branch',
  'hub',
  'cohort',
  'figures',
  'course',
  'photo',
  'entrepreneur',
  'story',
  'story-video',
  'home-video',
] as const;
export type ProgrammeKind = (typeof PROGRAMME_KINDS)[number];

/** Kinds with exactly one entry (the home page's figures): edited, never added or removed. */
export const PROGRAMME_SINGLE_KINDS = ['figures'] as const satisfies readonly ProgrammeKind[];
export type ProgrammeListKind = Exclude<ProgrammeKind, (typeof PROGRAMME_SINGLE_KINDS)[number]>;
/** Kinds staff add entries to and remove them from (every kind but the single ones). */
export const PROGRAMME_LIST_KINDS = PROGRAMME_KINDS.filter(
  (k): k is ProgrammeListKind => !(PROGRAMME_SINGLE_KINDS as readonly string[]).includes(k),
);

const line = (label: string, min: number, max: number) =>
  text(label)
    .trim()
    .min(1, `${label} is required`)
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);

/** A text in both languages: English required, Urdu optional (the English one shows instead). */
const words = (label: string, min: number, max: number) =>
  z.object({
    en: line(`${label} (English)`, min, max),
    ur: text(`${label} (Urdu)`).trim().max(max, `${label} (Urdu) must be at most ${max} characters`),
  });
export type BothLanguages = { en: string; ur: string };

/** A picture: one of the app's own (`/images/…`) or a checked upload (`/uploads/…`). */
const picture = text('Picture')
  .trim()
  .regex(/^\/(images|uploads)\/[A-Za-z0-9._\-/]+$/, 'Picture must be an uploaded image');

function isCalendarDay(v: string) {
  const t = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === v;
}
const day = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine(isCalendarDay, `${label} must be a real date`);

const count = (label: string, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max}`);

export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,23}$/;

export const branchData = z.object({
  name: words('Name', 3, 120),
  type: z.enum(['STP', 'FLH'], { message: 'Type must be STP or FLH' }),
  womenOnly: z.boolean().optional(),
  district: line('District', 2, 40),
  address: line('Address', 5, 200),
  description: words('Description', 10, 600),
  phone: text('Phone').trim().regex(PHONE_PATTERN, 'Phone must be a phone number, e.g. +92 5811 000201'),
  mapUrl: z.url({ protocol: /^https$/, message: 'Map link must be an https address' }).max(500),
  image: picture,
  lat: z.number({ message: 'Latitude must be a number' }).min(-90).max(90),
  lng: z.number({ message: 'Longitude must be a number' }).min(-180).max(180),
});
export type BranchData = z.infer<typeof branchData>;

/** A hub of the IT hubs page is a branch (its name, address, phone) with its own picture and text. */
export const hubData = z.object({
  branchId: line('Branch', 2, 60),
  description: words('Description', 10, 600),
  image: picture,
});
export type HubData = z.infer<typeof hubData>;

export const cohortData = z
  .object({
    courseId: line('Course', 2, 60),
    starts: day('Start date'),
    applyBy: day('Apply-by date'),
    venue: words('Venue', 2, 200),
    schedule: words('Schedule', 2, 200),
    seats: count('Seats', 10_000).min(1, 'Seats must be at least 1'),
  })
  .refine((c) => c.applyBy <= c.starts, {
    message: 'Apply-by date must be on or before the start date',
    path: ['applyBy'],
  });
export type CohortData = z.infer<typeof cohortData>;

/**
 * A headline figure as pages print it: a whole number, with `+` for "or more" (`6`, `40+`, `1000+`).
 * Kept as written: the pages show it as it stands in both languages (Latin digits, decision 036).
 */
const headline = (label: string) =>
  text(label)
    .trim()
    .regex(/^\d{1,7}\+?$/, `${label} must be a whole number, with + for "or more" (e.g. 40+)`);

/**
 * The programme's numbers, all in one entry so staff update them together and they agree: the home
 * page's (set up so far, this phase's target, the goal and its year), the IT hubs page's header (STPs,
 * FLHs, districts, members; also the sign-in panel and Register as a freelancer) and the success
 * stories' (projects, mentored, companies founded; projects also on Register as a freelancer).
 */
export const figuresData = z.object({
  established: count('Established', 100_000),
  target: count('Target', 100_000).min(1, 'Target must be at least 1'),
  goal: count('Goal', 100_000).min(1, 'Goal must be at least 1'),
  goalYear: z
    .number({ message: 'Goal year must be a number' })
    .int('Goal year must be a whole year')
    .min(2000, 'Goal year must be 2000 or later')
    .max(2100, 'Goal year must be 2100 or earlier'),
  stps: headline('STPs'),
  flhs: headline('FLHs'),
  districts: headline('Districts'),
  members: headline('Members'),
  projects: headline('Projects'),
  mentored: headline('Mentored'),
  companies: headline('Companies'),
});
export type FiguresData = z.infer<typeof figuresData>;

export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const COURSE_MODES = ['On campus', 'Online', 'On campus and online'] as const;

/** A course of the catalogue (/courses); its key is the id the cohorts and credentials name. */
export const courseData = z.object({
  title: words('Title', 3, 120),
  category: z.enum(PROFILE_JOB_TITLES, { message: 'Category must be one of the profile job titles' }),
  level: z.enum(COURSE_LEVELS, { message: 'Level must be Beginner, Intermediate or Advanced' }),
  weeks: count('Weeks', 104).min(1, 'Weeks must be at least 1'),
  mode: z.enum(COURSE_MODES, { message: 'Mode must be On campus, Online or On campus and online' }),
  summary: words('Summary', 10, 600),
  outcomes: z
    .array(words('Outcome', 3, 200), { message: 'Outcomes are required' })
    .min(1, 'Add at least one outcome')
    .max(12, 'At most 12 outcomes'),
  fee: line('Fee', 2, 60),
});
export type CourseData = z.infer<typeof courseData>;

export const GALLERY_CATEGORIES = ['FLH', 'Women FLH', 'ILC', 'STP'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

/**
 * A photo of the gallery (/gallery); its key is the number its shared link names (`?photo=3`).
 * `image` is the large view; `thumb` the grid's smaller copy (a picture uploaded in the console has
 * none: the grid shows the view, which the uploads keep at most 1280 px). Likes and views are kept
 * but not shown (spec).
 */
export const photoData = z.object({
  title: words('Title', 3, 120),
  description: words('Description', 10, 400),
  category: z.enum(GALLERY_CATEGORIES, { message: 'Category must be FLH, Women FLH, ILC or STP' }),
  date: day('Date'),
  image: picture,
  thumb: picture.optional(),
  likes: count('Likes', 10_000_000),
  views: count('Views', 10_000_000),
});
export type PhotoData = z.infer<typeof photoData>;

/**
 * A card of the home page's entrepreneurs showcase. The name and the skills are shown as written
 * (a person's name, tools' names); the title, description and place are `{ en, ur }`. Without a
 * picture the card shows initials; the founder's card comes first most of the time.
 */
export const entrepreneurData = z.object({
  name: line('Name', 3, 80),
  title: words('Title', 3, 120),
  description: words('Description', 10, 400),
  image: picture.optional(),
  skills: z
    .array(line('Skill', 2, 40), { message: 'Skills are required' })
    .min(1, 'Add at least one skill')
    .max(8, 'At most 8 skills'),
  location: words('Place', 2, 80),
  founder: z.boolean().optional(),
});
export type EntrepreneurData = z.infer<typeof entrepreneurData>;
/** A graduate's profile on /success-stories (issue 36): who they are, what they achieved, their story. */
export const storyData = z.object({
  name: words('Name', 2, 80),
  title: words('Title', 3, 120),
  description: words('Description', 10, 300),
  image: picture,
  location: line('District', 2, 40),
  rating: z
    .number({ message: 'Rating must be a number' })
    .int('Rating must be a whole number')
    .min(1, 'Rating must be from 1 to 5')
    .max(5, 'Rating must be from 1 to 5'),
  projects: count('Projects', 100_000),
  achievement: words('Achievement', 5, 200),
  story: words('Story', 20, 1000),
  /** A skill without an Urdu name (a tool's: React, Figma) shows in English on Urdu pages. */
  skills: z
    .array(words('Skill', 2, 40), { message: 'Skills are required' })
    .min(1, 'Add at least one skill')
    .max(8, 'At most 8 skills'),
});
export type StoryData = z.infer<typeof storyData>;

/** A video testimonial's card on /success-stories: its still, running time and speaker. */
export const storyVideoData = z.object({
  title: words('Title', 3, 120),
  name: words('Name', 2, 80),
  role: words('Role', 3, 120),
  duration: text('Running time')
    .trim()
    .regex(/^\d{1,2}:[0-5]\d$/, 'Running time must be minutes and seconds, e.g. 2:45'),
  thumbnail: picture,
});
export type StoryVideoData = z.infer<typeof storyVideoData>;

/** One of the home page's success-story videos; without a video it says "Video Coming Soon". */
export const homeVideoData = z.object({
  name: words('Name', 2, 80),
  description: words('Description', 10, 300),
  poster: picture,
  /** An mp4 the app serves under /videos/, or empty while it is not filmed. */
  videoUrl: text('Video')
    .trim()
    .regex(/^(\/videos\/[A-Za-z0-9._\-/]+\.mp4)?$/, 'Video must be an mp4 under /videos/, or empty'),
});
export type HomeVideoData = z.infer<typeof homeVideoData>;

export const programmeData = {
  branch: branchData,
  hub: hubData,
  cohort: cohortData,
  figures: figuresData,
  course: courseData,
  photo: photoData,
  entrepreneur: entrepreneurData,
  story: storyData,
  'story-video': storyVideoData,
  'home-video': homeVideoData,
} as const satisfies Record<ProgrammeKind, z.ZodType>;

const entry = <K extends ProgrammeKind>(kind: K) =>
  z.object({
    kind: z.literal(kind),
    key: z.string(),
    data: programmeData[kind],
    /** Seeded from the files and not yet edited or confirmed by staff. */
    sample: z.boolean(),
    version: z.number().int(),
    updatedAt: z.string(),
  });

export const programmeEntryDto = z.discriminatedUnion('kind', [
  entry('branch'),
  entry('hub'),
  entry('cohort'),
  entry('figures'),
  entry('course'),
  entry('photo'),
  entry('entrepreneur'),
  entry('story'),
  entry('story-video'),
  entry('home-video'),
]);
export type ProgrammeEntryDto = z.infer<typeof programmeEntryDto>;

export const programmeContentReply = z.object({
  success: z.literal(true),
  entries: z.array(programmeEntryDto),
});
export type ProgrammeContentReply = z.infer<typeof programmeContentReply>;

/** An entry's key, part of its address: lower-case letters, digits and dashes. */
export const programmeKey = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'Key must be lower-case letters, digits and dashes');

export const programmeEntryParams = z.object({ key: programmeKey });

/** An edit: the whole entry's data, and the version it was read at (a stale one is refused, 409). */
export const programmeUpdateInput = <K extends ProgrammeKind>(kind: K) =>
  z.object({
    version: z.number({ message: 'Version is required' }).int().min(1, 'Version is required'),
    data: programmeData[kind],
  });

/** A new cohort (issue 36): its key is made from the course and the start date. */
export const programmeCohortCreateInput = z.object({ data: cohortData });

/**
 * A new entry of a kind (issue 36): its data, and optionally its key; without one the server makes
 * it from the entry (a branch's or course's English name, a hub's branch). A cohort's key is always
 * made from its course and start date.
 */
export const programmeCreateInput = <K extends ProgrammeListKind>(kind: K) =>
  kind === 'cohort'
    ? programmeCohortCreateInput
    : z.object({ key: programmeKey.optional(), data: programmeData[kind] });

/** A removal names the version it was read at: a stale one is refused (409). */
export const programmeDeleteInput = z.object({
  version: z.number({ message: 'Version is required' }).int().min(1, 'Version is required'),
});

/** An uploaded picture's address, for an entry's `image` (saved with the entry). */
export const programmePictureReply = z.object({
  success: z.literal(true),
  message: z.string(),
  url: z.string(),
});
export type ProgrammePictureReply = z.infer<typeof programmePictureReply>;

export const programmeUpdateReply = z.object({
  success: z.literal(true),
  message: z.string(),
  entry: programmeEntryDto,
});
export type ProgrammeUpdateReply = z.infer<typeof programmeUpdateReply>;
