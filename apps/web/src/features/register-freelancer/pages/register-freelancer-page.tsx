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
import type { FiguresData } from '@kt/shared';
import { FeatureTiles } from '@/components/feature-tiles.tsx';
import { buttonClass, outlineOnPrimaryClass } from '@/components/ui/button.tsx';
import { useProgramme } from '@/content/programme.ts';
import { categoryLabel } from '@/lib/i18n/categories.ts';
import { formatNumber } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';

/**
 * The page's texts are built at render, so they follow the language; the figures are the programme's
 * (kept by its staff, issue 36), blank until they arrive.
 */
const stats = (f: FiguresData | undefined) => [
  { value: f?.members, label: m.register_stat_freelancers() },
  { value: f?.projects, label: m.register_stat_projects() },
  { value: f?.flhs, label: m.register_stat_hubs() },
  { value: f?.districts, label: m.register_stat_districts() },
];

const benefits = (): { icon: LucideIcon; title: string; text: string }[] => [
  { icon: Globe, title: m.register_benefit_clients_title(), text: m.register_benefit_clients_text() },
  {
    icon: Briefcase,
    title: m.register_benefit_portfolio_title(),
    text: m.register_benefit_portfolio_text(),
  },
  {
    icon: ShieldCheck,
    title: m.register_benefit_payments_title(),
    text: m.register_benefit_payments_text(),
  },
  {
    icon: GraduationCap,
    title: m.register_benefit_skills_title(),
    text: m.register_benefit_skills_text(),
  },
];

const steps = (): { icon: LucideIcon; title: string; text: string }[] => [
  { icon: UserPlus, title: m.register_step_profile_title(), text: m.register_step_profile_text() },
  { icon: Search, title: m.register_step_projects_title(), text: m.register_step_projects_text() },
  { icon: Wallet, title: m.register_step_paid_title(), text: m.register_step_paid_text() },
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
  const { programme } = useProgramme();
  return (
    <>
      <section className="bg-primary text-primary-foreground">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 px-4 py-16 text-center sm:py-20">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">{m.register_title()}</h1>
          <p className="max-w-2xl text-lg text-primary-foreground/90">{m.register_intro()}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to="/profile/edit" className={buttonClass('accent', 'lg')}>
              {m.register_create_profile_cta()}
            </Link>
            <Link to="/success-stories" className={outlineOnPrimaryClass}>
              {m.register_read_stories()}
            </Link>
          </div>
        </div>
      </section>

      <div className="mx-auto flex w-full max-w-6xl flex-col gap-14 px-4 py-12 sm:px-6">
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label={m.register_stats_label()}>
          {stats(programme?.figures).map((s) => (
            <li key={s.label} className="rounded-lg border bg-background p-5 text-center shadow-sm">
              <p className="text-3xl font-extrabold text-primary">
                {/* "1000+" keeps its plus after the number in Urdu too. */}
                <span dir="ltr">{s.value ?? '\u00a0'}</span>
              </p>
              <p className="mt-1 text-sm text-muted-foreground">{s.label}</p>
            </li>
          ))}
        </ul>

        <section aria-labelledby="benefits-heading">
          <h2 id="benefits-heading" className="text-center text-2xl font-bold sm:text-3xl">
            {m.register_benefits_heading()}
          </h2>
          <FeatureTiles tiles={benefits()} />
        </section>

        <section aria-labelledby="steps-heading">
          <h2 id="steps-heading" className="text-center text-2xl font-bold sm:text-3xl">
            {m.register_steps_heading()}
          </h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-3">
            {steps().map(({ icon: Icon, title, text }, i) => (
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
                    {formatNumber(i + 1)}
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
            {m.register_categories_heading()}
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {CATEGORIES.map(({ name, icon: Icon }) => (
              <li key={name}>
                <Link
                  to={`/jobs?category=${encodeURIComponent(name)}`}
                  className="flex h-full items-center gap-3 rounded-lg border bg-background p-4 font-medium shadow-sm transition hover:border-primary hover:shadow-md"
                >
                  <Icon className="h-6 w-6 shrink-0 text-primary" aria-hidden="true" />
                  {categoryLabel(name)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
