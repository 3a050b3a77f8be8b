import { Link } from 'react-router';
import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { buttonClass } from '@/components/ui/button.tsx';
import type { Course } from '@/content/courses.ts';
import { longDate } from './course-dates.ts';
import { contentLabel, feeLabel } from '@/content/labels.ts';
import { formatNumber } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';

/** A course of the catalogue, already in the reader's language (`useProgramme()`). */
export function CourseCard({ course, nextStart }: { course: Course; nextStart?: string | undefined }) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border bg-background p-5 shadow-sm">
      <div className="flex flex-wrap gap-1.5">
        <Badge variant="secondary">{contentLabel(course.category)}</Badge>
        <Badge variant="outline">{contentLabel(course.level)}</Badge>
      </div>
      <h2 className="text-lg font-semibold leading-snug">{course.title}</h2>
      <p className="text-sm text-muted-foreground">{course.summary}</p>
      <ul className="flex flex-col gap-1 text-sm">
        <li className="flex items-center gap-2">
          <Clock className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
          {m.info_weeks({ count: course.weeks, shown: formatNumber(course.weeks) })}
        </li>
        <li className="flex items-center gap-2">
          <MapPin className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
          {contentLabel(course.mode)}
        </li>
        {nextStart && (
          <li className="flex items-center gap-2">
            <CalendarDays className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
            {m.info_next_cohort({ date: longDate(nextStart) })}
          </li>
        )}
      </ul>
      <div>
        <h3 className="text-sm font-semibold">{m.info_you_will_learn()}</h3>
        <ul className="mt-1 list-disc ps-5 text-sm text-muted-foreground">
          {course.outcomes.map((o) => (
            <li key={o}>{o}</li>
          ))}
        </ul>
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
        <p className="font-semibold">
          <span className="sr-only">{m.info_fee()}</span>
          {feeLabel(course.fee)}
        </p>
        <Link to="/contact" className={buttonClass('outline', 'sm')}>
          {m.info_enquire()}
          <span className="sr-only">{m.info_about_course({ title: course.title })}</span>
        </Link>
      </div>
    </article>
  );
}
