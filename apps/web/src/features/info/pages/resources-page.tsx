import { Page, PageTitle } from '@/components/ui/page.tsx';

/** Placeholder: filled by its feature's issue. */
export default function ResourcesPage() {
  return (
    <Page>
      <PageTitle>Resources</PageTitle>
    </Page>
  );
}
