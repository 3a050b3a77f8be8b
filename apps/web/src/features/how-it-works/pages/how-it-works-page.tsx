import { Page, PageTitle } from '@/components/ui/page.tsx';

/** Placeholder: filled by its feature's issue. */
export default function HowItWorksPage() {
  return (
    <Page>
      <PageTitle>How It Works</PageTitle>
    </Page>
  );
}
