import { Page, PageTitle } from '@/components/ui/page.tsx';

/** Placeholder: filled by its feature's issue. */
export default function NotificationsPage() {
  return (
    <Page>
      <PageTitle>Notifications</PageTitle>
    </Page>
  );
}
