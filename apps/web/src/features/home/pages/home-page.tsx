import { Page, PageTitle } from '@/components/ui/page.tsx';

/** Placeholder: filled by its feature's issue. */
export default function HomePage() {
  return (
    <Page>
      <PageTitle>Karakoram Talent</PageTitle>
    </Page>
  );
}
