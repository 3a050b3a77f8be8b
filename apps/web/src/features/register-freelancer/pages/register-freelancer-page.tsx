import { Page, PageTitle } from '@/components/ui/page.tsx';

/** Placeholder: filled by its feature's issue. */
export default function RegisterFreelancerPage() {
  return (
    <Page>
      <PageTitle>Become a Freelancer</PageTitle>
    </Page>
  );
}
