import { m } from '@/paraglide/messages.js';
import type { JobDto } from '@kt/shared';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { ClientReviewsList } from './client-reviews-list.tsx';
import { ProposalList, type ChatStarter } from './proposal-list.tsx';

/**
 * A job owner's Proposals and Reviews tabs on the job's page. Only its owner sees them, so their code
 * is fetched when the page knows the reader is the owner (job-detail-page), never on a guest's first
 * load.
 */
export function OwnerTabs({
  job,
  proposals,
  reviews,
  chat,
}: {
  job: JobDto;
  proposals: number;
  reviews: number;
  chat: ChatStarter;
}) {
  return (
    <Tabs defaultValue="proposals">
      <TabsList>
        <TabsTrigger value="proposals">{m.jobs_proposals_tab({ count: proposals })}</TabsTrigger>
        <TabsTrigger value="reviews">{m.jobs_reviews_tab({ count: reviews })}</TabsTrigger>
      </TabsList>
      <TabsContent value="proposals">
        <ProposalList jobId={job._id} jobTitle={job.title} jobStatus={job.status} chat={chat} />
      </TabsContent>
      <TabsContent value="reviews">
        <ClientReviewsList userId={job.userId._id} />
      </TabsContent>
    </Tabs>
  );
}
