import { Page, PageTitle } from '@/components/ui/page.tsx';

/** Placeholder: filled by its feature's issue. */
export default function JobDetailPage() {
  return (
    <Page>
      <PageTitle>Job Details</PageTitle>
    </Page>
  );
}
