import { Link } from 'react-router';
import {
  BookOpen,
  Building2,
  CalendarClock,
  GraduationCap,
  Star,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { CLIENT_GUIDES, FREELANCER_GUIDES } from '@/content/resources.ts';
import { GuideList } from '../components/guide-list.tsx';
import { m } from '@/paraglide/messages.js';

const links = (): { to: string; label: string; text: string; icon: LucideIcon }[] => [
  { to: '/how-it-works', label: m.info_link_how_label(), text: m.info_link_how_text(), icon: Workflow },
  {
    to: '/courses',
    label: m.info_link_courses_label(),
    text: m.info_link_courses_text(),
    icon: GraduationCap,
  },
  {
    to: '/upcoming-courses',
    label: m.info_link_upcoming_label(),
    text: m.info_link_upcoming_text(),
    icon: CalendarClock,
  },
  { to: '/it-hubs', label: m.info_link_hubs_label(), text: m.info_link_hubs_text(), icon: Building2 },
  {
    to: '/success-stories',
    label: m.info_link_stories_label(),
    text: m.info_link_stories_text(),
    icon: Star,
  },
];

export default function ResourcesPage() {
  return (
    <Page className="flex flex-col gap-10">
      <header className="flex flex-col gap-2">
        <PageTitle>{m.info_resources_title()}</PageTitle>
        <p className="max-w-3xl text-muted-foreground">{m.info_resources_intro()}</p>
      </header>
      <div className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="freelancer-guides" className="flex flex-col gap-4">
          <h2 id="freelancer-guides" className="flex items-center gap-2 text-xl font-bold">
            <BookOpen className="h-5 w-5 text-primary" aria-hidden="true" />
            {m.info_guides_freelancers()}
          </h2>
          <GuideList guides={FREELANCER_GUIDES} />
        </section>
        <section aria-labelledby="client-guides" className="flex flex-col gap-4">
          <h2 id="client-guides" className="flex items-center gap-2 text-xl font-bold">
            <BookOpen className="h-5 w-5 text-primary" aria-hidden="true" />
            {m.info_guides_clients()}
          </h2>
          <GuideList guides={CLIENT_GUIDES} />
        </section>
      </div>
      <section aria-labelledby="programme-links">
        <h2 id="programme-links" className="text-xl font-bold">
          {m.info_training_support()}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {links().map(({ to, label, text, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full flex-col gap-1 rounded-lg border bg-background p-4 shadow-sm transition hover:border-primary hover:shadow-md"
              >
                <Icon className="h-6 w-6 text-primary" aria-hidden="true" />
                <span className="font-semibold">{label}</span>
                <span className="text-sm text-muted-foreground">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <p className="text-sm text-muted-foreground">
        {m.info_missing_before()}{' '}
        <Link to="/contact" className="text-primary underline">
          {m.info_missing_link()}
        </Link>{' '}
        {m.info_missing_after()}
      </p>
    </Page>
  );
}
