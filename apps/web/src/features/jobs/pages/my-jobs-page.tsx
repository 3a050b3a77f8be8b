import { useEffect } from 'react';
import { Link } from 'react-router';
import { Briefcase, Plus } from 'lucide-react';
import { buttonClass } from '@/components/ui/button.tsx';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { notifyError } from '@/lib/notify.ts';
import { useSession } from '@/lib/session.tsx';
import { m } from '@/paraglide/messages.js';
import { useMyJobs } from '../api/my-jobs.ts';
import { MyJobCard } from '../components/my-job-card.tsx';

/** /my-jobs: the jobs the signed-in client posted. */
export default function MyJobsPage() {
  const { user, status } = useSession();
  const query = useMyJobs(!!user);

  useEffect(() => {
    if (query.isError) notifyError(m.jobown_load_jobs_failed());
  }, [query.isError]);

  const jobs = query.data?.jobs ?? [];
  const loading = status === 'loading' || (!!user && query.isPending);

  return (
    <Page className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <PageTitle>{m.user_my_jobs()}</PageTitle>
          <p className="text-muted-foreground">{m.jobown_my_jobs_text()}</p>
        </div>
        <Link to="/post-job" className={buttonClass()}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {m.jobown_post_new_job()}
        </Link>
      </header>
      {loading ? (
        <Spinner className="py-20" label={m.jobown_loading_jobs()} />
      ) : !user ? (
        <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed px-4 py-16 text-center">
          <p className="text-muted-foreground">{m.jobown_sign_in_my_jobs()}</p>
          <Link to="/auth" className={buttonClass()}>
            {m.nav_sign_in()}
          </Link>
        </div>
      ) : jobs.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed px-4 py-16 text-center">
          <Briefcase className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">{m.jobown_no_jobs()}</h2>
          <p className="text-muted-foreground">{m.jobown_no_jobs_text()}</p>
          <Link to="/post-job" className={buttonClass()}>
            {m.jobown_post_first_job()}
          </Link>
        </div>
      ) : (
        <div className="grid gap-4">
          {jobs.map((job) => (
            <MyJobCard key={job._id} job={job} />
          ))}
        </div>
      )}
    </Page>
  );
}
