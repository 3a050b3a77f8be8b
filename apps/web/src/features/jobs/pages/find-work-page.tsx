import { Page, PageTitle } from '@/components/ui/page.tsx';

/** Placeholder: filled by its feature's issue. */
export default function FindWorkPage() {
  return (
    <Page>
      <PageTitle>Find Work</PageTitle>
    </Page>
  );
}
