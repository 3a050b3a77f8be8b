import { COURSE_LEVELS, COURSE_MODES, PROFILE_JOB_TITLES, type ProgrammeKind } from '@kt/shared';
import { m } from '@/paraglide/messages.js';

/**
 * The console's form of each kind of programme entry (issue 36): which fields, how each is typed in.
 * `words`: English and Urdu side by side; `long` for the descriptions; `word-lines` a list of such
 * texts, one per line (a course's outcomes, a success story's skills); `lines` plain texts, one per line (an entrepreneur's
 * skills); `picture` may be `optional` (left empty, it is not saved). The data's shape is the
 * shared schema's (`packages/shared/src/programme.ts`), which the server checks again.
 */
export type FieldKind =
  | 'words'
  | 'long-words'
  | 'word-lines'
  | 'lines'
  | 'text'
  | 'number'
  | 'date'
  | 'type'
  | 'check'
  | 'branch'
  | 'course'
  | 'picture'
  | 'category'
  | 'level'
  | 'mode'
  | 'gallery-category';
export type FieldSpec = {
  name: string;
  label: () => string;
  kind: FieldKind;
  ltr?: boolean;
  /** A picture that may be left empty (it is then left out of the data). */
  optional?: boolean;
};

export const FIELDS: Record<ProgrammeKind, FieldSpec[]> = {
  branch: [
    { name: 'name', label: m.prog_f_name, kind: 'words' },
    { name: 'phone', label: m.prog_f_phone, kind: 'text', ltr: true },
    { name: 'address', label: m.prog_f_address, kind: 'text', ltr: true },
    { name: 'district', label: m.prog_f_district, kind: 'text', ltr: true },
    { name: 'type', label: m.prog_f_type, kind: 'type' },
    { name: 'womenOnly', label: m.prog_f_women_only, kind: 'check' },
    { name: 'description', label: m.prog_f_description, kind: 'long-words' },
    { name: 'mapUrl', label: m.prog_f_map_url, kind: 'text', ltr: true },
    { name: 'image', label: m.prog_f_image, kind: 'picture', ltr: true },
    { name: 'lat', label: m.prog_f_lat, kind: 'number' },
    { name: 'lng', label: m.prog_f_lng, kind: 'number' },
  ],
  hub: [
    { name: 'branchId', label: m.prog_f_branch, kind: 'branch' },
    { name: 'description', label: m.prog_f_description, kind: 'long-words' },
    { name: 'image', label: m.prog_f_image, kind: 'picture', ltr: true },
  ],
  cohort: [
    { name: 'courseId', label: m.prog_f_course, kind: 'course' },
    { name: 'starts', label: m.prog_f_starts, kind: 'date' },
    { name: 'applyBy', label: m.prog_f_apply_by, kind: 'date' },
    { name: 'venue', label: m.prog_f_venue, kind: 'words' },
    { name: 'schedule', label: m.prog_f_schedule, kind: 'words' },
    { name: 'seats', label: m.prog_f_seats, kind: 'number' },
  ],
  figures: [
    { name: 'established', label: m.prog_f_established, kind: 'number' },
    { name: 'target', label: m.prog_f_target, kind: 'number' },
    { name: 'goal', label: m.prog_f_goal, kind: 'number' },
    { name: 'goalYear', label: m.prog_f_goal_year, kind: 'number' },
    { name: 'stps', label: m.hubs_stat_stps_long, kind: 'text', ltr: true },
    { name: 'flhs', label: m.hubs_stat_flhs_long, kind: 'text', ltr: true },
    { name: 'districts', label: m.hubs_stat_districts_long, kind: 'text', ltr: true },
    { name: 'members', label: m.hubs_stat_members_long, kind: 'text', ltr: true },
    { name: 'projects', label: m.stories_stat_projects, kind: 'text', ltr: true },
    { name: 'mentored', label: m.stories_stat_mentored, kind: 'text', ltr: true },
    { name: 'companies', label: m.stories_stat_companies, kind: 'text', ltr: true },
  ],
  course: [
    { name: 'title', label: m.prog_f_title, kind: 'words' },
    { name: 'category', label: m.prog_f_category, kind: 'category' },
    { name: 'level', label: m.prog_f_level, kind: 'level' },
    { name: 'weeks', label: m.prog_f_weeks, kind: 'number' },
    { name: 'mode', label: m.prog_f_mode, kind: 'mode' },
    { name: 'fee', label: m.prog_f_fee, kind: 'text' },
    { name: 'summary', label: m.prog_f_summary, kind: 'long-words' },
    { name: 'outcomes', label: m.prog_f_outcomes, kind: 'word-lines' },
  ],
  photo: [
    { name: 'title', label: m.prog_f_title, kind: 'words' },
    { name: 'category', label: m.prog_f_category, kind: 'gallery-category' },
    { name: 'date', label: m.prog_f_date, kind: 'date' },
    { name: 'description', label: m.prog_f_description, kind: 'long-words' },
    { name: 'image', label: m.prog_f_image, kind: 'picture', ltr: true },
  ],
  entrepreneur: [
    { name: 'name', label: m.prog_f_name, kind: 'text' },
    { name: 'title', label: m.prog_f_title, kind: 'words' },
    { name: 'location', label: m.prog_f_location, kind: 'words' },
    { name: 'description', label: m.prog_f_description, kind: 'long-words' },
    { name: 'skills', label: m.prog_f_skills, kind: 'lines', ltr: true },
    { name: 'founder', label: m.prog_f_founder, kind: 'check' },
    { name: 'image', label: m.prog_f_image, kind: 'picture', ltr: true, optional: true },
  ],
  story: [
    { name: 'name', label: m.prog_f_name, kind: 'words' },
    { name: 'title', label: m.prog_f_title, kind: 'words' },
    { name: 'location', label: m.prog_f_district, kind: 'text', ltr: true },
    { name: 'rating', label: m.prog_f_rating, kind: 'number' },
    { name: 'projects', label: m.prog_f_projects, kind: 'number' },
    { name: 'image', label: m.prog_f_image, kind: 'picture', ltr: true },
    { name: 'description', label: m.prog_f_description, kind: 'long-words' },
    { name: 'achievement', label: m.prog_f_achievement, kind: 'words' },
    { name: 'story', label: m.prog_f_story, kind: 'long-words' },
    { name: 'skills', label: m.prog_f_story_skills, kind: 'word-lines' },
  ],
  'story-video': [
    { name: 'title', label: m.prog_f_title, kind: 'words' },
    { name: 'name', label: m.prog_f_name, kind: 'words' },
    { name: 'role', label: m.prog_f_role, kind: 'words' },
    { name: 'duration', label: m.prog_f_duration, kind: 'text', ltr: true },
    { name: 'thumbnail', label: m.prog_f_image, kind: 'picture', ltr: true },
  ],
  'home-video': [
    { name: 'name', label: m.prog_f_name, kind: 'words' },
    { name: 'description', label: m.prog_f_description, kind: 'long-words' },
    { name: 'poster', label: m.prog_f_image, kind: 'picture', ltr: true },
    { name: 'videoUrl', label: m.prog_f_video_url, kind: 'text', ltr: true },
  ],
};

/**
 * A new entry's empty form (issue 36): texts and numbers blank, each list at its first choice
 * (`branch` and `course` the ones given), so the schema's messages say what is still missing.
 */
export function emptyData(
  kind: ProgrammeKind,
  first: { branch?: string; course?: string } = {},
): Record<string, unknown> {
  const start: Partial<Record<FieldKind, () => unknown>> = {
    words: () => ({ en: '', ur: '' }),
    'long-words': () => ({ en: '', ur: '' }),
    'word-lines': () => [],
    number: () => Number.NaN,
    check: () => undefined,
    type: () => 'STP',
    branch: () => first.branch ?? '',
    course: () => first.course ?? '',
    category: () => PROFILE_JOB_TITLES[0],
    level: () => COURSE_LEVELS[0],
    mode: () => COURSE_MODES[0],
  };
  return Object.fromEntries(FIELDS[kind].map((f) => [f.name, start[f.kind]?.() ?? '']));
}
