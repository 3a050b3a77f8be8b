import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Lock } from 'lucide-react';
import { buttonClass } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Page } from '@/components/ui/page.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError } from '@/lib/api.ts';
import { notifyError } from '@/lib/notify.ts';
import { useSession } from '@/lib/session.tsx';
import { m } from '@/paraglide/messages.js';
import { useApplicationCount } from '../api/application-count.ts';
import { useJob } from '../api/get-job.ts';
import { AttachmentList } from '../components/attachment-list.tsx';
import { BackLink } from '../components/back-link.tsx';
import { SkillBadges } from '../components/job-badges.tsx';
import { JobDetailsCard } from '../components/job-details-card.tsx';
import { JobNotFound } from '../components/job-not-found.tsx';
import { JobSummaryHeader } from '../components/job-summary-header.tsx';
import { OwnerQuickActions } from '../components/owner-quick-actions.tsx';
import { ProposalList, type ChatStarter } from '../components/proposal-list.tsx';

/** /my-jobs/{id}: the owner's view of a job with its proposals; anyone else is refused. */
export default function MyJobDetailPage({ chat }: { chat: ChatStarter }) {
  const { id = '' } = useParams();
  const { user, status } = useSession();
  const query = useJob(id);
  const job = query.data?.job;
  const decided = status === 'ready' && !!job;
  const isOwner = decided && !!user && user._id === job.userId._id;
  const count = useApplicationCount(id, isOwner);

  useEffect(() => {
    if (!query.isError) return;
    const network = query.error instanceof ApiError && query.error.isNetwork;
    notifyError(network ? m.jobown_load_job_data_failed() : m.jobs_failed_to_load());
  }, [query.isError, query.error]);
  useEffect(() => {
    if (decided && !isOwner) notifyError(m.jobown_no_permission());
  }, [decided, isOwner]);

  if (query.isPending || (job && status === 'loading')) {
    return <Spinner className="py-24" label={m.jobs_loading_details()} />;
  }
  if (!job) return <JobNotFound backTo="/my-jobs" backLabel={m.jobown_back_to_my_jobs()} />;
  if (!isOwner) {
    return (
      <Page className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
        <Lock className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{m.jobown_access_denied()}</h1>
        <p className="text-muted-foreground">{m.jobown_no_permission()}</p>
        <Link to="/my-jobs" className={buttonClass()}>
          <ArrowLeft className="rtl:-scale-x-100 h-4 w-4" aria-hidden="true" />
          {m.jobown_back_to_my_jobs()}
        </Link>
      </Page>
    );
  }

  const proposals = count.data?.count ?? job.applications.length;

  return (
    <Page className="flex flex-col gap-6">
      <BackLink to="/my-jobs">{m.jobown_back_to_my_jobs()}</BackLink>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <Card>
            <JobSummaryHeader job={job} />
            <CardContent className="flex flex-col gap-6">
              <SkillBadges skills={job.skills} />
              <p className="whitespace-pre-line break-words text-sm leading-relaxed" data-user-content>
                {job.description}
              </p>
              {job.attachments.length > 0 && (
                <section className="flex flex-col gap-2">
                  <h2 className="font-semibold">{m.jobs_attachments()}</h2>
                  <AttachmentList attachments={job.attachments} />
                </section>
              )}
            </CardContent>
          </Card>
          <section className="flex flex-col gap-4" aria-labelledby="proposals-heading">
            <h2 id="proposals-heading" className="text-xl font-semibold">
              {m.jobs_proposals_tab({ count: proposals })}
            </h2>
            <ProposalList jobId={job._id} jobTitle={job.title} jobStatus={job.status} chat={chat} />
          </section>
        </div>
        <aside className="flex min-w-0 flex-col gap-6" aria-label={m.jobs_about_this_job()}>
          <JobDetailsCard job={job} proposals={proposals} />
          <OwnerQuickActions job={job} />
        </aside>
      </div>
    </Page>
  );
}
