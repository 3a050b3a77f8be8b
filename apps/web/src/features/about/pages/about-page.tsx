import { Page, PageTitle } from '@/components/ui/page.tsx';

/** Placeholder: filled by its feature's issue. */
export default function AboutPage() {
  return (
    <Page>
      <PageTitle>About Us</PageTitle>
    </Page>
  );
}
