import { useEffect, type ReactNode } from 'react';
import { m } from '@/paraglide/messages.js';
import type { JobDto } from '@kt/shared';
import { useParams } from 'react-router';
import { Info } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Page } from '@/components/ui/page.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { notifyError } from '@/lib/notify.ts';
import { useOnDemand } from '@/lib/on-demand.ts';
import { useSession } from '@/lib/session.tsx';
import { useApplicationCount } from '../api/application-count.ts';
import { useJob } from '../api/get-job.ts';
import { useUserReviews } from '../api/client-reviews.ts';
import { AboutClientCard } from '../components/about-client-card.tsx';
import { AttachmentList } from '../components/attachment-list.tsx';
import { BackLink } from '../components/back-link.tsx';
import { SkillBadges } from '../components/job-badges.tsx';
import { JobDetailsCard } from '../components/job-details-card.tsx';
import { JobNotFound } from '../components/job-not-found.tsx';
import { JobSummaryHeader } from '../components/job-summary-header.tsx';
import type { ChatStarter } from '../components/proposal-list.tsx';
import { ViewerProposal } from '../components/viewer-proposal.tsx';

/** /jobs/{id}: the job, About the Client and Job Details; a proposal form, or the owner's tabs. */
/** What another feature shows about a job's moderation: the owner's 'hidden' banner, a 'Report' link. */
export type ModerationSlot = (job: { id: string; isOwner: boolean; hidden: JobDto['hidden'] }) => ReactNode;

/** The owner's tabs' code, fetched only for the owner (owner-tabs.tsx). */
const loadOwnerTabs = () => import('../components/owner-tabs.tsx').then((mod) => mod.OwnerTabs);

export default function JobDetailPage({
  chat,
  moderationSlot,
}: {
  chat: ChatStarter;
  moderationSlot?: ModerationSlot;
}) {
  const { id = '' } = useParams();
  const { user } = useSession();
  const query = useJob(id);
  const job = query.data?.job;
  const isOwner = !!user && !!job && user._id === job.userId._id;
  const count = useApplicationCount(id, !!job);
  const clientReviews = useUserReviews(job?.userId._id ?? '', !!job);
  const { Component: OwnerTabs } = useOnDemand(loadOwnerTabs, { now: isOwner });

  useEffect(() => {
    if (query.isError) notifyError(m.jobs_failed_to_load());
  }, [query.isError]);

  if (query.isPending) return <Spinner className="py-24" label={m.jobs_loading_details()} />;
  if (!job) return <JobNotFound backTo="/jobs" backLabel={m.jobs_back_to_jobs()} />;

  const proposals = count.data?.count ?? job.applications.length;

  return (
    <Page className="flex flex-col gap-6">
      <BackLink to="/jobs">{m.jobs_back_to_jobs()}</BackLink>
      {moderationSlot?.({ id: job._id, isOwner, hidden: job.hidden })}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <Card>
            <JobSummaryHeader job={job} />
            <CardContent className="flex flex-col gap-6">
              <section className="flex flex-col gap-2">
                <h2 className="font-semibold">{m.jobs_skills_required()}</h2>
                <SkillBadges skills={job.skills} />
              </section>
              <section className="flex flex-col gap-2">
                <h2 className="font-semibold">{m.jobs_description()}</h2>
                <p className="whitespace-pre-line break-words text-sm leading-relaxed" data-user-content>
                  {job.description}
                </p>
              </section>
              {job.attachments.length > 0 && (
                <section className="flex flex-col gap-2">
                  <h2 className="font-semibold">{m.jobs_attachments()}</h2>
                  <AttachmentList attachments={job.attachments} />
                </section>
              )}
            </CardContent>
          </Card>

          {isOwner ? (
            <>
              <p className="flex items-start gap-2 rounded-lg border bg-secondary px-4 py-3 text-sm text-secondary-foreground">
                <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                {m.jobs_own_posting()}
              </p>
              {OwnerTabs ? (
                <OwnerTabs
                  job={job}
                  proposals={proposals}
                  reviews={clientReviews.data?.reputation.reviewsCount ?? 0}
                  chat={chat}
                />
              ) : (
                <Spinner className="py-8" />
              )}
            </>
          ) : (
            <ViewerProposal job={job} />
          )}
        </div>
        <aside className="flex min-w-0 flex-col gap-6" aria-label={m.jobs_about_this_job()}>
          <AboutClientCard client={job.userId} />
          <JobDetailsCard job={job} proposals={isOwner ? proposals : undefined} />
        </aside>
      </div>
    </Page>
  );
}
