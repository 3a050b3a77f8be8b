import { Page, PageTitle } from '@/components/ui/page.tsx';

/** Placeholder: filled by its feature's issue. */
export default function TermsPage() {
  return (
    <Page>
      <PageTitle>Terms of Service</PageTitle>
    </Page>
  );
}
