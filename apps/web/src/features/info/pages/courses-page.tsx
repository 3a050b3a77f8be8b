import { Page, PageTitle } from '@/components/ui/page.tsx';

/** Placeholder: filled by its feature's issue. */
export default function CoursesPage() {
  return (
    <Page>
      <PageTitle>Find Courses</PageTitle>
    </Page>
  );
}
