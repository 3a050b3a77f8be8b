import { Page, PageTitle } from '@/components/ui/page.tsx';

/** Placeholder: filled by its feature's issue. */
export default function ChatPage() {
  return (
    <Page>
      <PageTitle>Chat</PageTitle>
    </Page>
  );
}
