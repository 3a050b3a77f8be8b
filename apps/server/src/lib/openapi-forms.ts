import { z } from 'zod';
import {
  BUDGET_TYPES,
  COUNTRIES,
  DURATIONS,
  EXPERIENCE_LEVELS,
  JOB_CATEGORIES,
  LIMITS,
  PROFILE_JOB_TITLES,
} from '@kt/shared';

/** The multipart bodies, for the API reference only (each handler reads and validates its form). */
const file = (description: string) => z.string().meta({ format: 'binary', description });
const jsonText = (description: string) => z.string().meta({ description: `JSON text: ${description}` });

export const jobForm = z.object({
  title: z.string().min(10),
  category: z.enum(JOB_CATEGORIES),
  description: z.string().min(50),
  skills: jsonText('a list of skills, e.g. ["React","Node.js"]'),
  budgetType: z.enum(BUDGET_TYPES).optional(),
  budgetMin: z.string().meta({ description: 'dollars' }),
  budgetMax: z.string().meta({ description: 'dollars, at least budgetMin' }),
  duration: z.enum(DURATIONS),
  experienceLevel: z.enum(EXPERIENCE_LEVELS),
  attachments: z
    .array(file('an image, PDF, DOC or DOCX, checked by content'))
    .max(LIMITS.attachmentMaxFiles)
    .optional(),
});

export const profileForm = z.object({
  headline: z.string().min(10).max(100),
  jobTitle: z.enum(PROFILE_JOB_TITLES),
  bio: z.string().min(50).max(1000),
  services: jsonText('a list of services'),
  skills: jsonText('a list of skills (defaults to the services)').optional(),
  location: z.string().min(2).max(100),
  country: z.enum(COUNTRIES as unknown as [string, ...string[]]),
  hourlyRate: z.string().meta({ description: 'pounds per hour, 0 to 1000' }),
  socialMedia: jsonText('{ github, linkedin, instagram, behance } URLs').optional(),
  languages: jsonText('a list of languages').optional(),
  profileImage: file('any image; re-encoded to WebP').optional(),
  coverImage: file('any image; re-encoded to WebP').optional(),
});

/** Issue 36: a picture for a programme page, uploaded before the entry that shows it is saved. */
export const programmePictureForm = z.object({
  picture: file('any image; re-encoded to WebP, at most 1280 px wide'),
});

export const portfolioForm = z.object({
  title: z.string().min(1).max(100),
  description: z.string().min(1).max(2000),
  link: z.string().optional(),
  tags: jsonText('a list of technologies').optional(),
  portfolioImage: file('any image; re-encoded to WebP').optional(),
});
