import { Link } from 'react-router';
import { CalendarDays, Clock, MapPin, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { SampleBadge } from '@/components/sample-badge.tsx';
import { buttonClass } from '@/components/ui/button.tsx';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { longDate, upcomingCohorts } from '../components/course-dates.ts';
import { contentLabel, feeLabel } from '@/content/labels.ts';
import { formatNumber } from '@/lib/i18n/format.ts';
import { useProgramme } from '@/content/programme.ts';
import { ProgrammeStatus } from '@/components/programme-status.tsx';
import { m } from '@/paraglide/messages.js';

/** The next cohorts of the programme's courses, soonest first. */
export default function UpcomingCoursesPage() {
  const { programme, failed, retry } = useProgramme();
  const cohorts = programme ? upcomingCohorts(programme.cohorts, programme.courses) : [];
  return (
    <Page className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <PageTitle>{m.info_upcoming_title()}</PageTitle>
        <p className="max-w-3xl text-muted-foreground">{m.info_upcoming_intro()}</p>
      </header>
      {!programme ? (
        <ProgrammeStatus failed={failed} retry={retry} />
      ) : cohorts.length === 0 ? (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">
          {m.info_upcoming_empty()}
        </p>
      ) : (
        <ol className="flex flex-col gap-4">
          {cohorts.map((c) => (
            <li key={`${c.courseId}-${c.starts}`}>
              <article className="grid gap-4 rounded-lg border bg-background p-5 shadow-sm md:grid-cols-[9rem_1fr_auto] md:items-center">
                <div className="flex flex-row items-baseline gap-2 md:flex-col md:items-start md:gap-0">
                  <p className="text-sm text-muted-foreground">{m.info_starts()}</p>
                  <p className="text-lg font-bold text-primary">{longDate(c.starts)}</p>
                </div>
                <div className="flex min-w-0 flex-col gap-2">
                  <div className="flex flex-wrap gap-1.5">
                    <Badge variant="secondary">{contentLabel(c.course.category)}</Badge>
                    <Badge variant={c.open ? 'default' : 'outline'}>
                      {c.open ? m.info_applications_open() : m.info_applications_closed()}
                    </Badge>
                    {c.sample && <SampleBadge />}
                  </div>
                  <h2 className="text-lg font-semibold leading-snug">{c.course.title}</h2>
                  <ul className="grid gap-1 text-sm text-muted-foreground sm:grid-cols-2">
                    <li className="flex items-center gap-2">
                      <MapPin className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                      {c.venue}
                    </li>
                    <li className="flex items-center gap-2">
                      <Clock className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                      {m.info_weeks_schedule({
                        weeks: m.info_weeks({ count: c.course.weeks, shown: formatNumber(c.course.weeks) }),
                        schedule: c.schedule,
                      })}
                    </li>
                    <li className="flex items-center gap-2">
                      <CalendarDays className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                      {m.info_apply_by({ date: longDate(c.applyBy) })}
                    </li>
                    <li className="flex items-center gap-2">
                      <Users className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                      {m.info_seats({
                        seats: formatNumber(c.seats),
                        fee: c.course.fee === 'Free' ? m.info_free_of_charge() : feeLabel(c.course.fee),
                      })}
                    </li>
                  </ul>
                </div>
                <Link to="/contact" className={buttonClass(c.open ? 'default' : 'outline')}>
                  {c.open ? m.info_apply_now() : m.info_ask_next()}
                  <span className="sr-only">{m.info_for_course({ title: c.course.title })}</span>
                </Link>
              </article>
            </li>
          ))}
        </ol>
      )}
      <p className="text-sm text-muted-foreground">
        {m.info_else_before()}{' '}
        <Link to="/courses" className="text-primary underline">
          {m.info_else_link()}
        </Link>
        {m.info_else_after()}
      </p>
    </Page>
  );
}
