import { Link } from 'react-router';
import { Lock, MessageSquare, Milestone, Star } from 'lucide-react';
import { FeatureTiles } from '@/components/feature-tiles.tsx';
import { buttonClass, outlineOnPrimaryClass } from '@/components/ui/button.tsx';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useSession } from '@/lib/session.tsx';
import { StepList } from '../components/step-list.tsx';
import { clientSteps, freelancerSteps } from '../steps.ts';
import { m } from '@/paraglide/messages.js';

const blurbs = () => [
  { icon: Lock, title: m.howitworks_secure_title(), text: m.howitworks_secure_text() },
  { icon: MessageSquare, title: m.howitworks_chat_title(), text: m.howitworks_chat_text() },
  { icon: Star, title: m.howitworks_rating_title(), text: m.howitworks_rating_text() },
  { icon: Milestone, title: m.howitworks_milestone_title(), text: m.howitworks_milestone_text() },
];

export default function HowItWorksPage() {
  const { user } = useSession();
  // Guests start by signing up; a signed-in user goes straight to the work.
  const hireHref = user ? '/post-job' : '/auth';
  const freelanceHref = user ? '/jobs' : '/auth';
  return (
    <Page className="flex flex-col gap-12">
      <header className="flex flex-col items-center gap-3 text-center">
        <PageTitle>{m.howitworks_title()}</PageTitle>
        <p className="max-w-2xl text-muted-foreground">{m.howitworks_intro()}</p>
      </header>

      <Tabs defaultValue="clients" className="flex flex-col items-center">
        <TabsList aria-label={m.howitworks_choose_side()}>
          <TabsTrigger value="clients">{m.howitworks_for_clients()}</TabsTrigger>
          <TabsTrigger value="freelancers">{m.howitworks_for_freelancers()}</TabsTrigger>
        </TabsList>
        <TabsContent value="clients" className="mt-6 flex w-full flex-col items-center gap-6">
          {/* The steps are h3s: their panel has its h2 (said by screen readers; the tab shows it). */}
          <h2 className="sr-only">{m.howitworks_for_clients()}</h2>
          <StepList steps={clientSteps()} />
          <Link to={hireHref} className={buttonClass('default', 'lg')}>
            {m.howitworks_start_hiring()}
          </Link>
        </TabsContent>
        <TabsContent value="freelancers" className="mt-6 flex w-full flex-col items-center gap-6">
          <h2 className="sr-only">{m.howitworks_for_freelancers()}</h2>
          <StepList steps={freelancerSteps()} />
          <Link to={freelanceHref} className={buttonClass('default', 'lg')}>
            {m.howitworks_start_freelancing()}
          </Link>
        </TabsContent>
      </Tabs>

      <section aria-labelledby="why-heading">
        <h2 id="why-heading" className="text-center text-2xl font-bold sm:text-3xl">
          {m.howitworks_trust_heading()}
        </h2>
        <FeatureTiles tiles={blurbs()} centered />
      </section>

      <section
        aria-labelledby="ready-heading"
        className="rounded-xl bg-primary px-6 py-10 text-center text-primary-foreground"
      >
        <h2 id="ready-heading" className="text-2xl font-bold sm:text-3xl">
          {m.howitworks_ready_heading()}
        </h2>
        <p className="mt-2 text-primary-foreground/90">{m.howitworks_ready_text()}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/auth" className={buttonClass('accent', 'lg')}>
            {m.howitworks_sign_up()}
          </Link>
          <Link to="/jobs" className={outlineOnPrimaryClass}>
            {m.howitworks_browse_jobs()}
          </Link>
        </div>
      </section>
    </Page>
  );
}
