import { Link } from 'react-router';
import { Lock, MessageSquare, Milestone, Star } from 'lucide-react';
import { FeatureTiles } from '@/components/feature-tiles.tsx';
import { buttonClass, outlineOnPrimaryClass } from '@/components/ui/button.tsx';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useSession } from '@/lib/session.tsx';
import { StepList } from '../components/step-list.tsx';
import { CLIENT_STEPS, FREELANCER_STEPS } from '../steps.ts';

const BLURBS = [
  {
    icon: Lock,
    title: 'Secure Payments',
    text: 'Money is held in escrow and only released when the work is approved.',
  },
  {
    icon: MessageSquare,
    title: 'Real-time Chat',
    text: 'Message clients and freelancers instantly, share details and stay in touch.',
  },
  {
    icon: Star,
    title: 'Rating System',
    text: 'Honest ratings and reviews after every job help everyone choose well.',
  },
  {
    icon: Milestone,
    title: 'Milestone Payments',
    text: 'Split larger projects into milestones and pay step by step as they are delivered.',
  },
];

export default function HowItWorksPage() {
  const { user } = useSession();
  // Guests start by signing up; a signed-in user goes straight to the work.
  const hireHref = user ? '/post-job' : '/auth';
  const freelanceHref = user ? '/jobs' : '/auth';
  return (
    <Page className="flex flex-col gap-12">
      <header className="flex flex-col items-center gap-3 text-center">
        <PageTitle>How It Works</PageTitle>
        <p className="max-w-2xl text-muted-foreground">
          Whether you are hiring or looking for work, getting started takes five simple steps.
        </p>
      </header>

      <Tabs defaultValue="clients" className="flex flex-col items-center">
        <TabsList aria-label="Choose your side">
          <TabsTrigger value="clients">For Clients</TabsTrigger>
          <TabsTrigger value="freelancers">For Freelancers</TabsTrigger>
        </TabsList>
        <TabsContent value="clients" className="mt-6 flex w-full flex-col items-center gap-6">
          <StepList steps={CLIENT_STEPS} />
          <Link to={hireHref} className={buttonClass('default', 'lg')}>
            Start Hiring Now
          </Link>
        </TabsContent>
        <TabsContent value="freelancers" className="mt-6 flex w-full flex-col items-center gap-6">
          <StepList steps={FREELANCER_STEPS} />
          <Link to={freelanceHref} className={buttonClass('default', 'lg')}>
            Start Freelancing Now
          </Link>
        </TabsContent>
      </Tabs>

      <section aria-labelledby="why-heading">
        <h2 id="why-heading" className="text-center text-2xl font-bold sm:text-3xl">
          Built for Trust
        </h2>
        <FeatureTiles tiles={BLURBS} centered />
      </section>

      <section
        aria-labelledby="ready-heading"
        className="rounded-xl bg-primary px-6 py-10 text-center text-primary-foreground"
      >
        <h2 id="ready-heading" className="text-2xl font-bold sm:text-3xl">
          Ready to Get Started?
        </h2>
        <p className="mt-2 text-primary-foreground/90">
          Join the freelancers and clients of Gilgit-Baltistan today.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/auth" className={buttonClass('accent', 'lg')}>
            Sign Up Now
          </Link>
          <Link to="/jobs" className={outlineOnPrimaryClass}>
            Browse Jobs
          </Link>
        </div>
      </section>
    </Page>
  );
}
