import { Page, PageTitle } from '@/components/ui/page.tsx';

/** Placeholder: filled by its feature's issue. */
export default function PostJobPage() {
  return (
    <Page>
      <PageTitle>Post a Job</PageTitle>
    </Page>
  );
}
