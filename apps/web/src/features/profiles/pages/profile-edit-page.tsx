import { Page, PageTitle } from '@/components/ui/page.tsx';

/** Placeholder: filled by its feature's issue. */
export default function ProfileEditPage() {
  return (
    <Page>
      <PageTitle>Edit Your Profile</PageTitle>
    </Page>
  );
}
