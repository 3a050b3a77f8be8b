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

const LINKS: { to: string; label: string; text: string; icon: LucideIcon }[] = [
  {
    to: '/how-it-works',
    label: 'How It Works',
    text: 'The five steps for clients and freelancers.',
    icon: Workflow,
  },
  {
    to: '/courses',
    label: 'Find Courses',
    text: 'Free and low-cost courses at the hubs and online.',
    icon: GraduationCap,
  },
  {
    to: '/upcoming-courses',
    label: 'Upcoming Courses',
    text: 'The next intakes and how to apply.',
    icon: CalendarClock,
  },
  { to: '/it-hubs', label: 'IT Hubs in GB', text: 'Technology parks and hubs near you.', icon: Building2 },
  { to: '/success-stories', label: 'Success Stories', text: 'How others built their careers.', icon: Star },
];

export default function ResourcesPage() {
  return (
    <Page className="flex flex-col gap-10">
      <header className="flex flex-col gap-2">
        <PageTitle>Resources</PageTitle>
        <p className="max-w-3xl text-muted-foreground">
          Short, practical guides for freelancers and clients, and where to find training and support in
          Gilgit-Baltistan.
        </p>
      </header>
      <div className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="freelancer-guides" className="flex flex-col gap-4">
          <h2 id="freelancer-guides" className="flex items-center gap-2 text-xl font-bold">
            <BookOpen className="h-5 w-5 text-primary" aria-hidden="true" />
            Guides for Freelancers
          </h2>
          <GuideList guides={FREELANCER_GUIDES} />
        </section>
        <section aria-labelledby="client-guides" className="flex flex-col gap-4">
          <h2 id="client-guides" className="flex items-center gap-2 text-xl font-bold">
            <BookOpen className="h-5 w-5 text-primary" aria-hidden="true" />
            Guides for Clients
          </h2>
          <GuideList guides={CLIENT_GUIDES} />
        </section>
      </div>
      <section aria-labelledby="programme-links">
        <h2 id="programme-links" className="text-xl font-bold">
          Training and Support
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {LINKS.map(({ to, label, text, icon: Icon }) => (
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
        Something missing?{' '}
        <Link to="/contact" className="text-primary underline">
          Tell us
        </Link>{' '}
        what guide would help you.
      </p>
    </Page>
  );
}
