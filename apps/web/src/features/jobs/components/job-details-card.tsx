import type { ReactNode } from 'react';
import { experienceText } from '@/lib/i18n/words.ts';
import { TimeAgo } from '@/lib/i18n/time-ago.tsx';
import { categoryLabel } from '@/lib/i18n/categories.ts';
import { m } from '@/paraglide/messages.js';
import type { JobDto } from '@kt/shared';
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
        <CardTitle>{m.jobs_details()}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-3 text-sm">
          <Row label={m.jobs_category()}>{categoryLabel(job.category)}</Row>
          <Row label={m.jobs_experience_level()}>{experienceText(job.experienceLevel)}</Row>
          <Row label={m.jobs_duration()}>{durationLabel(job.duration)}</Row>
          <Row label={m.jobs_posted()}>
            <TimeAgo date={job.createdAt} />
          </Row>
          <Row label={m.jobs_status()}>
            <JobStatusBadge status={job.status} />
          </Row>
          {proposals !== undefined && <Row label={m.jobs_proposals()}>{proposals}</Row>}
        </dl>
      </CardContent>
    </Card>
  );
}
