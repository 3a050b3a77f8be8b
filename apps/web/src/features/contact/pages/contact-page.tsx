import { Page, PageTitle } from '@/components/ui/page.tsx';

/** Placeholder: filled by its feature's issue. */
export default function ContactPage() {
  return (
    <Page>
      <PageTitle>Contact Us</PageTitle>
    </Page>
  );
}
