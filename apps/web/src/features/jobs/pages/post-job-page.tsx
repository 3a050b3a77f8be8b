import { Page, PageTitle } from '@/components/ui/page.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { SignInFirst } from '@/components/sign-in-first.tsx';
import { useSession } from '@/lib/session.tsx';
import { JobForm } from '../components/job-form.tsx';

/** /post-job: a guest is asked to sign in first (issue 21); a signed-in user gets the job form. */
export default function PostJobPage() {
  const { user, status } = useSession();
  if (status === 'loading') return <Spinner className="py-24" label="Loading..." />;
  if (!user) {
    return (
      <Page className="flex max-w-3xl flex-col gap-6">
        <PageTitle>Post a Job</PageTitle>
        <SignInFirst
          title="Sign in to post a job"
          description="Post a Job needs an account: sign in or create a free client account, then describe your project."
        />
      </Page>
    );
  }
  return <JobForm />;
}
