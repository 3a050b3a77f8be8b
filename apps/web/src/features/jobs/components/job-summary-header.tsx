import { Clock, MapPin } from 'lucide-react';
import { TimeAgo } from '@/lib/i18n/time-ago.tsx';
import { m } from '@/paraglide/messages.js';
import type { JobDto } from '@kt/shared';
import { CardHeader } from '@/components/ui/card.tsx';
import { PageTitle } from '@/components/ui/page.tsx';
import { locationText } from '../format.ts';
import { BudgetLine, MetaItem, MetaRow } from './job-meta.tsx';

/** The top of a job's page: its title (the page's h1), when and where it was posted, and the budget. */
export function JobSummaryHeader({ job }: { job: JobDto }) {
  return (
    <CardHeader className="gap-3">
      <PageTitle className="break-words">
        <span data-user-content>{job.title}</span>
      </PageTitle>
      <MetaRow>
        <MetaItem icon={Clock}>
          <TimeAgo date={job.createdAt} words={(ago) => m.jobs_posted_ago({ ago })} />
        </MetaItem>
        <MetaItem icon={MapPin}>{locationText(job.userId.location)}</MetaItem>
      </MetaRow>
      <BudgetLine job={job} className="text-xl" />
    </CardHeader>
  );
}
