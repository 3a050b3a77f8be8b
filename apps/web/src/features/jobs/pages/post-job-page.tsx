import { Page, PageTitle } from '@/components/ui/page.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { SignInFirst } from '@/components/sign-in-first.tsx';
import { useSession } from '@/lib/session.tsx';
import { m } from '@/paraglide/messages.js';
import { JobForm } from '../components/job-form.tsx';

/** /post-job: a guest is asked to sign in first (issue 21); a signed-in user gets the job form. */
export default function PostJobPage() {
  const { user, status } = useSession();
  if (status === 'loading') return <Spinner className="py-24" label={m.common_loading()} />;
  if (!user) {
    return (
      <Page className="flex max-w-3xl flex-col gap-6">
        <PageTitle>{m.nav_post_job()}</PageTitle>
        <SignInFirst title={m.jobown_sign_in_to_post()} description={m.jobown_sign_in_to_post_text()} />
      </Page>
    );
  }
  return <JobForm />;
}
