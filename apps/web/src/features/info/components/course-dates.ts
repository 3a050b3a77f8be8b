import { getLocale } from '@/paraglide/runtime.js';
import { COHORTS, COURSES, type Cohort, type Course } from '@/content/courses.ts';

/** A calendar date of the content files ('2027-01-11') as '11 January 2027'. */
export function longDate(iso: string): string {
  return new Date(`${iso}T00:00:00`).toLocaleDateString(getLocale() === 'ur' ? 'ur-PK' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

export type UpcomingCohort = Cohort & { course: Course; open: boolean };

/** Cohorts that have not started yet, soonest first, with whether applications are still open. */
export function upcomingCohorts(
  today: Date = new Date(),
  cohorts: readonly Cohort[] = COHORTS,
): UpcomingCohort[] {
  const now = dayOf(today);
  return cohorts
    .filter((c) => c.starts >= now)
    .sort((a, b) => a.starts.localeCompare(b.starts))
    .flatMap((c) => {
      const course = COURSES.find((x) => x.id === c.courseId);
      return course ? [{ ...c, course, open: now <= c.applyBy }] : [];
    });
}
