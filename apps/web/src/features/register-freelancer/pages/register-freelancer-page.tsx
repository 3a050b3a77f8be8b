import { Link } from 'react-router';
import {
  ChartColumn,
  Clapperboard,
  Code,
  FileText,
  Globe,
  GraduationCap,
  Megaphone,
  Palette,
  PenTool,
  Search,
  ShieldCheck,
  Smartphone,
  Briefcase,
  UserPlus,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { HUB_STATS, SUCCESS_STATS } from '@kt/shared/constants';
import { FeatureTiles } from '@/components/feature-tiles.tsx';
import { buttonClass, outlineOnPrimaryClass } from '@/components/ui/button.tsx';

const STATS = [
  { value: HUB_STATS.members, label: 'Freelancers in the programme' },
  { value: SUCCESS_STATS.projects, label: 'Projects completed' },
  { value: HUB_STATS.flhs, label: 'Freelancing hubs' },
  { value: String(HUB_STATS.districts), label: 'Districts covered' },
];

const BENEFITS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Globe,
    title: 'Global Clients',
    text: 'Work with businesses in Pakistan, the Gulf, Europe and North America.',
  },
  {
    icon: Briefcase,
    title: 'Build Your Portfolio',
    text: 'Show finished projects, certificates and reviews on your public profile.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure Payments',
    text: 'Escrow-protected milestone payments: you are paid for every approved milestone.',
  },
  {
    icon: GraduationCap,
    title: 'Skill Development',
    text: 'Courses, mentors and hubs near you to keep your skills in demand.',
  },
];

const STEPS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: UserPlus,
    title: 'Create Profile',
    text: 'Add your job title, services, hourly rate and a short bio.',
  },
  { icon: Search, title: 'Find Projects', text: 'Browse jobs that match your skills and send proposals.' },
  { icon: Wallet, title: 'Get Paid', text: 'Deliver the work and receive your payment through escrow.' },
];

/** The eight popular categories, in the spec's order. */
const CATEGORIES: { name: string; icon: LucideIcon }[] = [
  { name: 'Web Development', icon: Code },
  { name: 'UI/UX Design', icon: PenTool },
  { name: 'Digital Marketing', icon: Megaphone },
  { name: 'Mobile Development', icon: Smartphone },
  { name: 'Data Science', icon: ChartColumn },
  { name: 'Content Writing', icon: FileText },
  { name: 'Graphic Design', icon: Palette },
  { name: 'Video Editing', icon: Clapperboard },
];

export default function RegisterFreelancerPage() {
  return (
    <>
      <section className="bg-primary text-primary-foreground">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 px-4 py-16 text-center sm:py-20">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">Become a Freelancer</h1>
          <p className="max-w-2xl text-lg text-primary-foreground/90">
            Turn your IT skills into a career from Gilgit-Baltistan. Join the freelancers who work with
            clients worldwide, paid safely for every milestone.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to="/profile/edit" className={buttonClass('accent', 'lg')}>
              Create Your Profile
            </Link>
            <Link to="/success-stories" className={outlineOnPrimaryClass}>
              Read Success Stories
            </Link>
          </div>
        </div>
      </section>

      <div className="mx-auto flex w-full max-w-6xl flex-col gap-14 px-4 py-12 sm:px-6">
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label="The programme in numbers">
          {STATS.map((s) => (
            <li key={s.label} className="rounded-lg border bg-background p-5 text-center shadow-sm">
              <p className="text-3xl font-extrabold text-primary">{s.value}</p>
              <p className="mt-1 text-sm text-muted-foreground">{s.label}</p>
            </li>
          ))}
        </ul>

        <section aria-labelledby="benefits-heading">
          <h2 id="benefits-heading" className="text-center text-2xl font-bold sm:text-3xl">
            Why Freelance With Us
          </h2>
          <FeatureTiles tiles={BENEFITS} />
        </section>

        <section aria-labelledby="steps-heading">
          <h2 id="steps-heading" className="text-center text-2xl font-bold sm:text-3xl">
            How It Works
          </h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-3">
            {STEPS.map(({ icon: Icon, title, text }, i) => (
              <li
                key={title}
                className="flex flex-col items-center gap-2 rounded-lg bg-secondary/60 p-6 text-center"
              >
                <span className="relative flex h-14 w-14 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <Icon className="h-6 w-6" aria-hidden="true" />
                  <span
                    className="absolute -end-1 -top-1 flex h-6 w-6 items-center justify-center rounded-full bg-accent text-xs font-bold text-accent-foreground"
                    aria-hidden="true"
                  >
                    {i + 1}
                  </span>
                </span>
                <h3 className="font-semibold">{title}</h3>
                <p className="text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="categories-heading">
          <h2 id="categories-heading" className="text-center text-2xl font-bold sm:text-3xl">
            Popular Categories
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {CATEGORIES.map(({ name, icon: Icon }) => (
              <li key={name}>
                <Link
                  to={`/jobs?category=${encodeURIComponent(name)}`}
                  className="flex h-full items-center gap-3 rounded-lg border bg-background p-4 font-medium shadow-sm transition hover:border-primary hover:shadow-md"
                >
                  <Icon className="h-6 w-6 shrink-0 text-primary" aria-hidden="true" />
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
