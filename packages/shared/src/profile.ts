import { text, z } from './zod.ts';
import { PROFILE_JOB_TITLES } from './constants.ts';
import { COUNTRIES } from './countries.ts';
import { paginationQuery } from './api.ts';

export { COUNTRIES, type Country } from './countries.ts';

/** Limits of the profile form (spec section 5) and of the owner edits. */
export const PROFILE_LIMITS = {
  headlineMin: 10,
  headlineMax: 100,
  bioMin: 50,
  bioMax: 1000,
  locationMin: 2,
  locationMax: 100,
  hourlyRateMin: 0,
  hourlyRateMax: 1000,
  servicesMax: 20,
  serviceMax: 60,
  languageMax: 50,
  languagesMax: 20,
  certificationsMax: 30,
  portfolioMax: 50,
  educationMax: 20,
  tagsMax: 20,
  urlMax: 500,
} as const;

const L = PROFILE_LIMITS;
const countryByLower = new Map<string, string>(COUNTRIES.map((c) => [c.toLowerCase(), c]));

const requiredText = (label: string, max: number) =>
  text(label, { message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A http(s) URL, or empty (social links and project links are optional). */
export const optionalUrl = text('Link', { message: 'Please enter a valid URL' })
  .trim()
  .max(L.urlMax, `A link must be at most ${L.urlMax} characters`)
  .refine(
    (v) => v === '' || z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).safeParse(v).success,
    'Please enter a valid URL (starting with http:// or https://)',
  );

export const headlineField = text('Headline', { message: 'Headline is required' })
  .trim()
  .min(L.headlineMin, `Headline must be at least ${L.headlineMin} characters`)
  .max(L.headlineMax, `Headline must be at most ${L.headlineMax} characters`);

export const jobTitleField = z.enum(PROFILE_JOB_TITLES, {
  message: 'Please choose a job title from the list',
});

export const bioField = text('Bio', { message: 'Bio is required' })
  .trim()
  .min(L.bioMin, `Bio must be at least ${L.bioMin} characters`)
  .max(L.bioMax, `Bio must be at most ${L.bioMax} characters`);

const serviceItem = requiredText('Service', L.serviceMax);

const hasDuplicates = (list: string[]) => new Set(list.map((s) => s.toLowerCase())).size !== list.length;

export const servicesField = z
  .array(serviceItem, { message: 'Add at least one service' })
  .min(1, 'Add at least one service')
  .max(L.servicesMax, `Add at most ${L.servicesMax} services`)
  .refine((list) => !hasDuplicates(list), 'Services must not contain duplicates');

export const locationField = text('Location', { message: 'Location is required' })
  .trim()
  .min(L.locationMin, `Location must be at least ${L.locationMin} characters`)
  .max(L.locationMax, `Location must be at most ${L.locationMax} characters`);

/** A country of the list, matched without regard to case and stored as the list spells it. */
export const countryField = text('Country', { message: 'Country is required' })
  .trim()
  .min(2, 'Please choose a country from the list')
  .transform((value, ctx) => {
    const found = countryByLower.get(value.toLowerCase());
    if (!found) {
      ctx.addIssue({ code: 'custom', message: 'Please choose a country from the list' });
      return z.NEVER;
    }
    return found;
  });

const RATE_MESSAGE = `Hourly rate must be between ${L.hourlyRateMin} and ${L.hourlyRateMax}`;

/** Pounds per hour; a form's text is read as a number, blank is "missing". */
export const hourlyRateField = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? 'Hourly rate is required' : 'Hourly rate must be a number',
    })
    .min(L.hourlyRateMin, RATE_MESSAGE)
    .max(L.hourlyRateMax, RATE_MESSAGE),
);

export const socialMediaField = z
  .object({
    github: optionalUrl.optional(),
    linkedin: optionalUrl.optional(),
    instagram: optionalUrl.optional(),
    behance: optionalUrl.optional(),
  })
  .default({});
export type SocialMedia = z.infer<typeof socialMediaField>;

export const languageField = requiredText('Language', L.languageMax);

/** The year is free text ("2021", "2019-2020"); a number is accepted too. */
const yearField = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), requiredText('Year', 20));

export const languageInput = z.object({ language: languageField });
export type LanguageInput = z.infer<typeof languageInput>;

export const certificationInput = z.object({
  name: requiredText('Certification name', 100),
  issuer: requiredText('Issuer', 100),
  year: yearField,
});
export type CertificationInput = z.infer<typeof certificationInput>;

const tagsField = z
  .array(requiredText('Tag', 40))
  .max(L.tagsMax, `Add at most ${L.tagsMax} technologies`)
  .default([]);

/** A portfolio item's text; its image arrives as the file `portfolioImage`. */
export const portfolioInput = z.object({
  title: requiredText('Project title', 100),
  description: requiredText('Project description', 2000),
  link: optionalUrl.optional(),
  tags: tagsField,
});
export type PortfolioInput = z.input<typeof portfolioInput>;

export const educationInput = z.object({
  degree: requiredText('Degree', 150),
  institution: requiredText('Institution', 150),
  year: yearField,
});

/** `POST /api/profile/me/education` (issue 17): one entry; `years` is a range such as "2016-2020". */
export const educationAddInput = z.preprocess(
  (v) => (v && typeof v === 'object' && !('years' in v) && 'year' in v ? { ...v, years: v.year } : v),
  z.object({
    degree: requiredText('Degree', 150),
    institution: requiredText('Institution', 150),
    years: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), requiredText('Years', 20)),
  }),
);
export type EducationAddInput = z.input<typeof educationAddInput>;

/** The fields the profile form edits (spec section 5). */
export const profileFormInput = z.object({
  headline: headlineField,
  jobTitle: jobTitleField,
  bio: bioField,
  services: servicesField,
  location: locationField,
  country: countryField,
  hourlyRate: hourlyRateField,
  socialMedia: socialMediaField,
});
export type ProfileFormInput = z.input<typeof profileFormInput>;
export type ProfileFormValues = z.output<typeof profileFormInput>;

/** "Profile as sent on save": the form's fields plus the lists the client sends with them. */
export const profileSaveInput = profileFormInput.extend({
  skills: z.array(serviceItem).max(L.servicesMax, `Add at most ${L.servicesMax} skills`).optional(),
  languages: z.array(languageField).max(L.languagesMax, `Add at most ${L.languagesMax} languages`).optional(),
  certifications: z
    .array(certificationInput)
    .max(L.certificationsMax, `Add at most ${L.certificationsMax} certifications`)
    .optional(),
  portfolio: z
    .array(portfolioInput)
    .max(L.portfolioMax, `Add at most ${L.portfolioMax} portfolio items`)
    .optional(),
  education: z
    .array(educationInput)
    .max(L.educationMax, `Add at most ${L.educationMax} education entries`)
    .optional(),
});
export type ProfileSaveInput = z.input<typeof profileSaveInput>;

/** PUT /api/profile/me: `{ location }` or `{ hourlyRate }`. */
export const profileUpdateInput = z
  .object({ location: locationField.optional(), hourlyRate: hourlyRateField.optional() })
  .refine((v) => v.location !== undefined || v.hourlyRate !== undefined, {
    message: 'Send a location or an hourly rate',
  });
export type ProfileUpdateInput = z.input<typeof profileUpdateInput>;

export const profileUserIdParam = z.object({ userId: z.uuid({ message: 'Invalid id' }) });

/** Without `limit`, a page of 100: the spec's client reads one list and filters it itself. */
export const profileSearchQuery = paginationQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(100),
  q: text('Search text').trim().max(200, 'Search text must be at most 200 characters').optional(),
  jobTitle: text('Job title').trim().max(50).optional(),
  /** `rating`: best rated first (issue 17); default: best match, then newest. */
  sort: z.enum(['relevance', 'rating'], { message: 'Sort must be relevance or rating' }).optional(),
  /** Programme-verified only (issue 36): people holding an issued, unrevoked programme credential. */
  verified: z
    .enum(['true', 'false'], { message: 'Verified must be true or false' })
    .optional()
    .describe('true: only programme-verified freelancers (an issued, unrevoked programme credential)'),
});
export type ProfileSearchQuery = z.input<typeof profileSearchQuery>;

// ---- Replies ----

export const profileUserDto = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImage: z.string().nullable().optional(),
  createdAt: z.string().optional(),
});

export const certificationDto = z.object({
  _id: z.string(),
  name: z.string(),
  issuer: z.string(),
  year: z.string(),
});
export type CertificationDto = z.infer<typeof certificationDto>;

export const portfolioItemDto = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  link: z.string().nullable(),
  tags: z.array(z.string()),
});
export type PortfolioItemDto = z.infer<typeof portfolioItemDto>;

export const educationDto = z.object({
  _id: z.string(),
  degree: z.string(),
  institution: z.string(),
  year: z.string(),
});
export type EducationDto = z.infer<typeof educationDto>;

export const reviewDto = z.object({
  _id: z.string(),
  clientName: z.string(),
  clientAvatar: z.string().nullable(),
  rating: z.number(),
  comment: z.string(),
  projectTitle: z.string(),
  date: z.string(),
});
export type ReviewDto = z.infer<typeof reviewDto>;

/** A profile as the directory lists it. */
export const profileSummaryDto = z.object({
  _id: z.string(),
  userId: profileUserDto,
  headline: z.string(),
  jobTitle: z.string(),
  bio: z.string(),
  services: z.array(z.string()),
  skills: z.array(z.string()),
  location: z.string().nullable(),
  country: z.string().nullable(),
  socialMedia: z.object({
    github: z.string().optional(),
    linkedin: z.string().optional(),
    instagram: z.string().optional(),
    behance: z.string().optional(),
  }),
  hourlyRate: z.number(),
  rating: z.number(),
  reviewsCount: z.number(),
  completedJobs: z.number(),
  successRate: z.number(),
  profileImage: z.string().nullable(),
  profileImageThumb: z.string().nullable(),
  coverImage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProfileSummaryDto = z.infer<typeof profileSummaryDto>;

/** A whole profile, as its page shows it. */
export const profileDto = profileSummaryDto.extend({
  languages: z.array(z.string()),
  certifications: z.array(certificationDto),
  portfolio: z.array(portfolioItemDto),
  education: z.array(educationDto),
  reviews: z.array(reviewDto),
  /** Hidden by an admin (issue 18): only its owner and admins see it, with why. */
  hidden: z.object({ reason: z.string(), at: z.string() }).nullable().optional(),
});
export type ProfileDto = z.infer<typeof profileDto>;

export const profileReply = z.object({ success: z.literal(true), profile: profileDto });
export const profileSaveReply = z.object({
  success: z.literal(true),
  message: z.string(),
  profile: profileDto,
});
export const profileSearchReply = z.object({
  success: z.literal(true),
  /** `verified`: holds a programme credential issued and not revoked (issue 36). */
  profiles: z.array(profileSummaryDto.extend({ verified: z.boolean().optional() })),
  /** Exact up to the cap when searching by text; `totalExact: false` means "at least this many". */
  total: z.number(),
  totalExact: z.boolean().optional(),
  page: z.number(),
  limit: z.number(),
});
export type ProfileSearchReply = z.infer<typeof profileSearchReply>;

export const platformStats = z.object({
  totalUsers: z.number(),
  totalFreelancers: z.number(),
  totalJobs: z.number(),
  totalCountries: z.number(),
});
export type PlatformStats = z.infer<typeof platformStats>;
export const profileStatsReply = z.object({ success: z.literal(true), stats: platformStats });
