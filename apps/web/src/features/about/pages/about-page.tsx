import { Award, Heart, ShieldCheck, Target, TrendingUp, Users } from 'lucide-react';
import { PRODUCT_NAME } from '@kt/shared/brand';
import { PROGRAMME } from '@kt/shared/constants';
import { FeatureTiles } from '@/components/feature-tiles.tsx';
import { Page } from '@/components/ui/page.tsx';
import { BranchDirectory } from '../components/branch-directory.tsx';
import { StatTiles } from '../components/stat-tiles.tsx';

const VALUES = [
  {
    icon: Users,
    title: 'Community First',
    text: 'We grow together: hubs, mentors and alumni help every new freelancer land a first client.',
  },
  {
    icon: Award,
    title: 'Quality Work',
    text: 'Training, reviews and honest ratings keep the standard high for every client we serve.',
  },
  {
    icon: ShieldCheck,
    title: 'Trust and Safety',
    text: 'Escrow-protected milestone payments, verified profiles and clear rules protect both sides.',
  },
  {
    icon: TrendingUp,
    title: 'Growth Focused',
    text: "From the first course to a company of one's own, we back people who keep learning.",
  },
];

export default function AboutPage() {
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
            About {PRODUCT_NAME}
          </h1>
          <p className="max-w-2xl text-lg text-white drop-shadow">
            A freelance marketplace born in the mountains: connecting the IT talent of Gilgit-Baltistan with
            businesses in Pakistan and around the world.
          </p>
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
              Our Mission
            </h2>
            <p className="mt-3 max-w-3xl text-muted-foreground">
              To make skilled, remote IT work a real career in every valley of Gilgit-Baltistan: training
              young people close to home, giving them reliable places to work, and connecting them with
              clients who pay fairly and on time through escrow-protected milestone payments.
            </p>
          </div>
        </section>

        <section aria-labelledby="values-heading">
          <h2 id="values-heading" className="text-2xl font-bold sm:text-3xl">
            Our Values
          </h2>
          <FeatureTiles tiles={VALUES} iconSize="h-7 w-7" />
        </section>

        <section aria-labelledby="story-heading" className="rounded-xl bg-secondary/60 p-6 sm:p-8">
          <div className="flex items-center gap-3">
            <Heart className="h-6 w-6 text-primary" aria-hidden="true" />
            <h2 id="story-heading" className="text-2xl font-bold sm:text-3xl">
              Our Story
            </h2>
          </div>
          <div className="mt-4 flex max-w-3xl flex-col gap-3 text-muted-foreground">
            <p>
              It began in 2019 with a single room in Gilgit: a dozen laptops, a generator for the winter power
              cuts and a few graduates who wanted to work for clients abroad without leaving home.
            </p>
            <p>
              Within two years the idea had spread up the Karakoram Highway to Hunza and Nagar, across to
              Ghizer and down the Indus to Skardu, Shigar and Khaplu. Women-only hubs opened so that every
              family could send their daughters too.
            </p>
            <p>
              Today {PROGRAMME.established} IT setups are running, with {PROGRAMME.goal} as the goal, and{' '}
              {PRODUCT_NAME} brings their freelancers and the clients who need them onto one marketplace.
            </p>
          </div>
        </section>

        <BranchDirectory />
      </Page>
    </>
  );
}
