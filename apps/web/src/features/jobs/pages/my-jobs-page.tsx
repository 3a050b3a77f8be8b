import { Page, PageTitle } from '@/components/ui/page.tsx';

/** Placeholder: filled by its feature's issue. */
export default function MyJobsPage() {
  return (
    <Page>
      <PageTitle>My Jobs</PageTitle>
    </Page>
  );
}
