import { Page, PageTitle } from '@/components/ui/page.tsx';

/** Placeholder: filled by its feature's issue. */
export default function UpcomingCoursesPage() {
  return (
    <Page>
      <PageTitle>Upcoming Courses</PageTitle>
    </Page>
  );
}
