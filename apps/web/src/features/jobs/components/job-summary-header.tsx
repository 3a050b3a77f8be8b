import { Clock, MapPin } from 'lucide-react';
import type { JobDto } from '@kt/shared';
import { postedAgo } from '@kt/shared/format';
import { CardHeader } from '@/components/ui/card.tsx';
import { PageTitle } from '@/components/ui/page.tsx';
import { locationText } from '../format.ts';
import { BudgetLine, MetaItem, MetaRow } from './job-meta.tsx';

/** The top of a job's page: its title (the page's h1), when and where it was posted, and the budget. */
export function JobSummaryHeader({ job }: { job: JobDto }) {
  return (
    <CardHeader className="gap-3">
      <PageTitle className="break-words">{job.title}</PageTitle>
      <MetaRow>
        <MetaItem icon={Clock}>Posted {postedAgo(job.createdAt)}</MetaItem>
        <MetaItem icon={MapPin}>{locationText(job.userId.location)}</MetaItem>
      </MetaRow>
      <BudgetLine job={job} className="text-xl" />
    </CardHeader>
  );
}
