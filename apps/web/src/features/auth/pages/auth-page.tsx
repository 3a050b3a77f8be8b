import { Page, PageTitle } from '@/components/ui/page.tsx';

/** Placeholder: filled by its feature's issue. */
export default function AuthPage() {
  return (
    <Page>
      <PageTitle>Welcome</PageTitle>
    </Page>
  );
}
