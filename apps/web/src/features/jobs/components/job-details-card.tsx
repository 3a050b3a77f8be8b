import type { ReactNode } from 'react';
import type { JobDto } from '@kt/shared';
import { postedAgo } from '@kt/shared/format';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { durationLabel } from '../format.ts';
import { JobStatusBadge } from './job-badges.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-end font-medium">{children}</dd>
    </div>
  );
}

/** Category, experience level, duration, posted, status, and the proposal count when given. */
export function JobDetailsCard({ job, proposals }: { job: JobDto; proposals?: number | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Job Details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-3 text-sm">
          <Row label="Category">{job.category}</Row>
          <Row label="Experience Level">{job.experienceLevel}</Row>
          <Row label="Duration">{durationLabel(job.duration)}</Row>
          <Row label="Posted">{postedAgo(job.createdAt)}</Row>
          <Row label="Status">
            <JobStatusBadge status={job.status} />
          </Row>
          {proposals !== undefined && <Row label="Proposals">{proposals}</Row>}
        </dl>
      </CardContent>
    </Card>
  );
}
