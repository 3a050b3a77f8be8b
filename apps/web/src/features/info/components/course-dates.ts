import { formatDate } from '@/lib/i18n/format.ts';
import type { Cohort, Course } from '@/content/courses.ts';

/** A calendar date of the content files ('2027-01-11') as '11 Jan 2027' (decision 036). */
export const longDate = (iso: string): string => formatDate(iso, { timeZone: 'UTC' });

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

export type UpcomingCohort = Cohort & { course: Course; open: boolean };

/**
 * Cohorts that have not started yet, soonest first, with their course (one of `courses`) and whether
 * applications are still open.
 */
export function upcomingCohorts(
  cohorts: readonly Cohort[],
  courses: readonly Course[],
  today: Date = new Date(),
): UpcomingCohort[] {
  const now = dayOf(today);
  return cohorts
    .filter((c) => c.starts >= now)
    .sort((a, b) => a.starts.localeCompare(b.starts))
    .flatMap((c) => {
      const course = courses.find((x) => x.id === c.courseId);
      return course ? [{ ...c, course, open: now <= c.applyBy }] : [];
    });
}
