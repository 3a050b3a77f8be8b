import { Page, PageTitle } from '@/components/ui/page.tsx';

/** Placeholder: filled by its feature's issue. */
export default function ProfilePage() {
  return (
    <Page>
      <PageTitle>Profile</PageTitle>
    </Page>
  );
}
