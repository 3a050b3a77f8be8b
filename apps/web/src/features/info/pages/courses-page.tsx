import { Link, useSearchParams } from 'react-router';
import { COURSE_CATEGORIES } from '@/content/courses.ts';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { cn } from '@/lib/cn.ts';
import { CourseCard } from '../components/course-card.tsx';
import { upcomingCohorts } from '../components/course-dates.ts';
import { useProgramme } from '@/content/programme.ts';
import { ProgrammeStatus } from '@/components/programme-status.tsx';
import { contentLabel } from '@/content/labels.ts';
import { formatNumber } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';

type Category = (typeof COURSE_CATEGORIES)[number];
const isCategory = (v: string | null): v is Category => COURSE_CATEGORIES.some((c) => c === v);

/** The programme's course catalogue, filtered by the profile job-title categories. */
export default function CoursesPage() {
  const [params, setParams] = useSearchParams();
  const { programme, failed, retry } = useProgramme();
  const courses = programme?.courses ?? [];
  const raw = params.get('category');
  const category: Category = isCategory(raw) ? raw : 'All';
  const shown = category === 'All' ? courses : courses.filter((c) => c.category === category);
  const nextStart = new Map<string, string>();
  for (const c of upcomingCohorts(programme?.cohorts ?? [], courses))
    if (!nextStart.has(c.courseId)) nextStart.set(c.courseId, c.starts);

  const choose = (c: Category) =>
    setParams(c === 'All' ? {} : { category: c }, { replace: true, preventScrollReset: true });

  return (
    <>
      <div className="relative h-40 overflow-hidden bg-[#efe6d8] sm:h-56">
        <img
          src="/images/courses/classroom.svg"
          alt=""
          width={1280}
          height={480}
          decoding="async"
          className="h-full w-full object-cover"
        />
      </div>
      <Page className="flex flex-col gap-6">
        <header className="flex flex-col gap-2">
          <PageTitle>{m.info_courses_title()}</PageTitle>
          <p className="max-w-3xl text-muted-foreground">
            {m.info_courses_intro_before()}{' '}
            <Link to="/upcoming-courses" className="text-primary underline">
              {m.info_courses_intro_link()}
            </Link>{' '}
            {m.info_courses_intro_after()}
          </p>
        </header>
        <div role="group" aria-label={m.info_filter_category()} className="flex flex-wrap gap-2">
          {COURSE_CATEGORIES.map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={c === category}
              onClick={() => choose(c)}
              className={cn(
                'rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors cursor-pointer',
                c === category
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'bg-background hover:bg-muted',
              )}
            >
              {contentLabel(c)}
            </button>
          ))}
        </div>
        {!programme ? (
          <ProgrammeStatus failed={failed} retry={retry} />
        ) : (
          <p className="text-sm text-muted-foreground" role="status">
            {m.info_courses_count({ count: shown.length, shown: formatNumber(shown.length) })}
          </p>
        )}
        {!programme ? null : shown.length === 0 ? (
          <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">
            {m.info_courses_empty()}
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} nextStart={nextStart.get(course.id)} />
              </li>
            ))}
          </ul>
        )}
      </Page>
    </>
  );
}
