import { Page, PageTitle } from '@/components/ui/page.tsx';

/** Placeholder: filled by its feature's issue. */
export default function SuccessStoriesPage() {
  return (
    <Page>
      <PageTitle>Success Stories</PageTitle>
    </Page>
  );
}
