import { Link, useParams } from 'react-router';
import { ArrowLeft, Lock } from 'lucide-react';
import { buttonClass } from '@/components/ui/button.tsx';
import { Page } from '@/components/ui/page.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useSession } from '@/lib/session.tsx';
import { m } from '@/paraglide/messages.js';
import { useJob } from '../api/get-job.ts';
import { JobForm } from '../components/job-form.tsx';
import { JobNotFound } from '../components/job-not-found.tsx';

function Refusal({ title, text, backTo }: { title: string; text: string; backTo: string }) {
  return (
    <Page className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
      <Lock className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      <Link to={backTo} className={buttonClass()}>
        <ArrowLeft className="rtl:-scale-x-100 h-4 w-4" aria-hidden="true" />
        {m.jobown_back_to_job()}
      </Link>
    </Page>
  );
}

/** /my-jobs/{id}/edit: Edit Job, the post-job form pre-filled; the owner only, while the job is open. */
export default function EditJobPage() {
  const { id = '' } = useParams();
  const { user, status } = useSession();
  const query = useJob(id);
  const job = query.data?.job;

  if (query.isPending || status === 'loading')
    return <Spinner className="py-24" label={m.jobs_loading_details()} />;
  if (!job) return <JobNotFound backTo="/my-jobs" backLabel={m.jobown_back_to_my_jobs()} />;
  if (!user || user._id !== job.userId._id) {
    return (
      <Refusal title={m.jobown_access_denied()} text={m.jobown_only_owner_edit()} backTo={`/jobs/${id}`} />
    );
  }
  if (job.status !== 'open') {
    return <Refusal title={m.jobown_edit_job()} text={m.jobown_only_open_edit()} backTo={`/my-jobs/${id}`} />;
  }
  // Keyed by the job's version: a refetch after saving starts the form afresh.
  return <JobForm key={job.updatedAt} job={job} />;
}
