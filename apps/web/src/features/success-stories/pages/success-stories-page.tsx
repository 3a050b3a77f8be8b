import { Link } from 'react-router';
import type { FiguresData } from '@kt/shared';
import { buttonClass } from '@/components/ui/button.tsx';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { ProgrammeStatus } from '@/components/programme-status.tsx';
import { useProgramme } from '@/content/programme.ts';
import { StoryCard } from '../components/story-card.tsx';
import { VideoCard } from '../components/video-card.tsx';
import { m } from '@/paraglide/messages.js';

/** The programme's figures (kept by its staff, issue 36), blank until they arrive. */
const stats = (f: FiguresData | undefined) => [
  { value: f?.projects, label: m.stories_stat_projects() },
  { value: f?.mentored, label: m.stories_stat_mentored() },
  { value: f?.companies, label: m.stories_stat_companies() },
];

/**
 * Graduates of the programme: profiles, video testimonials (both kept by programme staff in the
 * console, issue 36) and the headline numbers.
 */
export default function SuccessStoriesPage() {
  const { programme, failed, retry } = useProgramme();
  return (
    <Page className="space-y-12">
      <header className="rounded-xl bg-gradient-to-br from-primary to-teal-700 px-5 py-8 text-primary-foreground sm:px-8 sm:py-10">
        <PageTitle>{m.stories_title()}</PageTitle>
        <p className="mt-3 max-w-2xl text-primary-foreground/90">{m.stories_intro()}</p>
        <ul className="mt-6 grid gap-3 sm:grid-cols-3">
          {stats(programme?.figures).map((s) => (
            <li key={s.label} className="rounded-lg bg-white/10 p-4">
              <span className="block text-3xl font-bold">{s.value ?? '\u00a0'}</span>{' '}
              <span className="block text-sm text-primary-foreground/90">{s.label}</span>
            </li>
          ))}
        </ul>
      </header>

      <section aria-labelledby="stories-heading" className="space-y-5">
        <h2 id="stories-heading" className="text-2xl font-bold tracking-tight">
          {m.stories_meet_heading()}
        </h2>
        {programme ? (
          <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {programme.stories.map((story) => (
              <li key={story.id}>
                <StoryCard story={story} />
              </li>
            ))}
          </ul>
        ) : (
          <ProgrammeStatus failed={failed} retry={retry} />
        )}
      </section>

      <section aria-labelledby="videos-heading" className="space-y-5">
        <h2 id="videos-heading" className="text-2xl font-bold tracking-tight">
          {m.stories_videos_heading()}
        </h2>
        {/* Until the content arrives the stories above say so (once for the page). */}
        {programme && (
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
            {programme.storyVideos.map((video) => (
              <li key={video.id}>
                <VideoCard video={video} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section
        aria-labelledby="cta-heading"
        className="rounded-xl border bg-secondary px-5 py-10 text-center text-secondary-foreground sm:px-8"
      >
        <h2 id="cta-heading" className="text-2xl font-bold tracking-tight">
          {m.stories_cta_heading()}
        </h2>
        <p className="mx-auto mt-2 max-w-xl">{m.stories_cta_text()}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/register-freelancer" className={buttonClass('default', 'lg')}>
            {m.stories_start_journey()}
          </Link>
          <Link to="/contact" className={buttonClass('outline', 'lg')}>
            {m.stories_share_story()}
          </Link>
        </div>
      </section>
    </Page>
  );
}
