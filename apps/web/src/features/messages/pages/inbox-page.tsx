import { Page, PageTitle } from '@/components/ui/page.tsx';

/** Placeholder: filled by its feature's issue. */
export default function InboxPage() {
  return (
    <Page>
      <PageTitle>Messages</PageTitle>
    </Page>
  );
}
