import { Page, PageTitle } from '@/components/ui/page.tsx';

/** Placeholder: filled by its feature's issue. */
export default function MyJobDetailPage() {
  return (
    <Page>
      <PageTitle>Job Proposals</PageTitle>
    </Page>
  );
}
