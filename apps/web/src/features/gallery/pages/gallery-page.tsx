import { Page, PageTitle } from '@/components/ui/page.tsx';

/** Placeholder: filled by its feature's issue. */
export default function GalleryPage() {
  return (
    <Page>
      <PageTitle>Gallery</PageTitle>
    </Page>
  );
}
