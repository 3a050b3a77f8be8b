import { PROGRAMME } from '@kt/shared/constants';

/** The programme's vision and its impact panel: 42 established, a target of 50, 100 by end of 2025. */
export function VisionSection() {
  const progress = Math.round((PROGRAMME.established / PROGRAMME.target) * 100);
  return (
    <section
      aria-labelledby="vision-heading"
      className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:items-center"
    >
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">Our Vision</p>
        <h2 id="vision-heading" className="mt-2 text-2xl font-bold sm:text-3xl">
          {PROGRAMME.goal} IT setups by end of {PROGRAMME.goalYear}
        </h2>
        <p className="mt-4 text-muted-foreground">
          Software technology parks and freelancing hubs in every district of Gilgit-Baltistan, so that a
          young graduate in Hunza, Skardu or Chilas can learn, find clients and earn without leaving the
          valley.
        </p>
      </div>
      <div className="rounded-xl border bg-secondary/60 p-6" aria-label="Impact">
        <h3 className="font-semibold">Our impact so far</h3>
        <dl className="mt-4 grid grid-cols-3 gap-4 text-center">
          <div>
            <dt className="text-sm text-muted-foreground">Established</dt>
            <dd className="text-3xl font-extrabold text-primary sm:text-4xl">{PROGRAMME.established}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Target</dt>
            <dd className="text-3xl font-extrabold text-primary sm:text-4xl">{PROGRAMME.target}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Goal by {PROGRAMME.goalYear}</dt>
            <dd className="text-3xl font-extrabold text-primary sm:text-4xl">{PROGRAMME.goal}</dd>
          </div>
        </dl>
        <div
          className="mt-5 h-3 overflow-hidden rounded-full bg-background"
          role="progressbar"
          aria-label="Setups established against the target"
          aria-valuemin={0}
          aria-valuemax={PROGRAMME.target}
          aria-valuenow={PROGRAMME.established}
          aria-valuetext={`${PROGRAMME.established} of ${PROGRAMME.target}`}
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${progress}%` }} />
        </div>
        <p className="mt-2 text-sm text-muted-foreground">
          {PROGRAMME.established} of {PROGRAMME.target} IT setups established ({progress}% of the target)
        </p>
      </div>
    </section>
  );
}
