import type { FiguresData } from '@kt/shared';
import { useProgramme } from '@/content/programme.ts';
import { formatNumber } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';

/**
 * The programme's vision and its impact panel (42 established, a target of 50, 100 by end of 2025
 * when seeded): the figures programme staff keep in the console (issue 36).
 */
export function VisionSection() {
  const { programme } = useProgramme();
  // Until the figures arrive (the server draws this page with them): the section's room, empty.
  if (!programme) return <div className="min-h-80" aria-busy="true" />;
  return <Vision figures={programme.figures} />;
}

function Vision({ figures }: { figures: FiguresData }) {
  const progress = Math.round((figures.established / figures.target) * 100);
  const year = formatNumber(figures.goalYear, { useGrouping: false });
  const done = formatNumber(figures.established);
  const target = formatNumber(figures.target);
  return (
    <section
      aria-labelledby="vision-heading"
      className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:items-center"
    >
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{m.home_vision_kicker()}</p>
        <h2 id="vision-heading" className="mt-2 text-2xl font-bold sm:text-3xl">
          {m.home_vision_heading({ goal: formatNumber(figures.goal), year })}
        </h2>
        <p className="mt-4 text-muted-foreground">{m.home_vision_text()}</p>
      </div>
      <div className="rounded-xl border bg-secondary/60 p-6" aria-label={m.home_impact()}>
        <h3 className="font-semibold">{m.home_impact_heading()}</h3>
        <dl className="mt-4 grid grid-cols-3 gap-4 text-center">
          <div>
            <dt className="text-sm text-muted-foreground">{m.home_established()}</dt>
            <dd className="text-3xl font-extrabold text-primary sm:text-4xl">{done}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{m.home_target()}</dt>
            <dd className="text-3xl font-extrabold text-primary sm:text-4xl">{target}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{m.home_goal_by({ year })}</dt>
            <dd className="text-3xl font-extrabold text-primary sm:text-4xl">{formatNumber(figures.goal)}</dd>
          </div>
        </dl>
        <div
          className="mt-5 h-3 overflow-hidden rounded-full bg-background"
          role="progressbar"
          aria-label={m.home_progress_label()}
          aria-valuemin={0}
          aria-valuemax={figures.target}
          aria-valuenow={figures.established}
          aria-valuetext={m.home_progress_value({ done, target })}
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${progress}%` }} />
        </div>
        <p className="mt-2 text-sm text-muted-foreground">
          {m.home_progress_text({ done, target, percent: formatNumber(progress) })}
        </p>
      </div>
    </section>
  );
}
