import { Award, Heart, ShieldCheck, Target, TrendingUp, Users } from 'lucide-react';
import { PRODUCT_NAME } from '@kt/shared/brand';
import { FeatureTiles } from '@/components/feature-tiles.tsx';
import { Page } from '@/components/ui/page.tsx';
import { BranchDirectory } from '../components/branch-directory.tsx';
import { ProgrammeStatus } from '@/components/programme-status.tsx';
import { useProgramme } from '@/content/programme.ts';
import { StatTiles } from '../components/stat-tiles.tsx';
import { formatNumber } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';

const values = () => [
  { icon: Users, title: m.about_value_community_title(), text: m.about_value_community_text() },
  { icon: Award, title: m.about_value_quality_title(), text: m.about_value_quality_text() },
  { icon: ShieldCheck, title: m.about_value_trust_title(), text: m.about_value_trust_text() },
  { icon: TrendingUp, title: m.about_value_growth_title(), text: m.about_value_growth_text() },
];

export default function AboutPage() {
  const { programme, failed, retry } = useProgramme();
  return (
    <>
      <section className="relative isolate overflow-hidden bg-[#1d4e6b] text-white">
        <img
          src="/images/about/hero.svg"
          alt=""
          width={1280}
          height={480}
          decoding="async"
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
        <div className="absolute inset-0 -z-10 bg-black/45" />
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 px-4 py-20 text-center sm:py-28">
          <h1 className="text-3xl font-extrabold tracking-tight drop-shadow sm:text-5xl">
            {m.about_title({ product: PRODUCT_NAME })}
          </h1>
          <p className="max-w-2xl text-lg text-white drop-shadow">{m.about_hero_text()}</p>
        </div>
      </section>

      <Page className="flex flex-col gap-14">
        <StatTiles />

        <section
          aria-labelledby="mission-heading"
          className="grid gap-6 lg:grid-cols-[auto_1fr] lg:items-start"
        >
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-secondary text-primary">
            <Target className="h-7 w-7" aria-hidden="true" />
          </span>
          <div>
            <h2 id="mission-heading" className="text-2xl font-bold sm:text-3xl">
              {m.about_mission_heading()}
            </h2>
            <p className="mt-3 max-w-3xl text-muted-foreground">{m.about_mission_text()}</p>
          </div>
        </section>

        <section aria-labelledby="values-heading">
          <h2 id="values-heading" className="text-2xl font-bold sm:text-3xl">
            {m.about_values_heading()}
          </h2>
          <FeatureTiles tiles={values()} iconSize="h-7 w-7" />
        </section>

        <section aria-labelledby="story-heading" className="rounded-xl bg-secondary/60 p-6 sm:p-8">
          <div className="flex items-center gap-3">
            <Heart className="h-6 w-6 text-primary" aria-hidden="true" />
            <h2 id="story-heading" className="text-2xl font-bold sm:text-3xl">
              {m.about_story_heading()}
            </h2>
          </div>
          <div className="mt-4 flex max-w-3xl flex-col gap-3 text-muted-foreground">
            <p>{m.about_story_1()}</p>
            <p>{m.about_story_2()}</p>
            {programme && (
              <p>
                {m.about_story_3({
                  established: formatNumber(programme.figures.established),
                  goal: formatNumber(programme.figures.goal),
                  product: PRODUCT_NAME,
                })}
              </p>
            )}
          </div>
        </section>

        {programme ? (
          <BranchDirectory branches={programme.branches} />
        ) : (
          <ProgrammeStatus failed={failed} retry={retry} />
        )}
      </Page>
    </>
  );
}
