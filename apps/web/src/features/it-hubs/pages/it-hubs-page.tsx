import { Page, PageTitle } from '@/components/ui/page.tsx';

/** Placeholder: filled by its feature's issue. */
export default function ItHubsPage() {
  return (
    <Page>
      <PageTitle>IT Hubs in Gilgit-Baltistan</PageTitle>
    </Page>
  );
}
