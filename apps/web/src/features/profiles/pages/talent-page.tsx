import { Page, PageTitle } from '@/components/ui/page.tsx';

/** Placeholder: filled by its feature's issue. */
export default function TalentPage() {
  return (
    <Page>
      <PageTitle>Find Top Freelance Talent</PageTitle>
    </Page>
  );
}
