import { EyeOff } from 'lucide-react';
import type { ReportTarget } from '@kt/shared';
import { m } from '@/paraglide/messages.js';
import { ReportLink } from './report-link.tsx';

type Hidden = { reason: string; at: string } | null | undefined;

/**
 * Above a job or a profile: its owner (and an admin) sees that an admin hid it and why; anyone
 * else signed in sees a 'Report' link.
 */
export function Moderation({
  targetType,
  targetId,
  isOwner,
  hidden,
}: {
  targetType: ReportTarget;
  targetId: string;
  isOwner: boolean;
  hidden: Hidden;
}) {
  // Only its owner and admins can see hidden content at all: both are told it is hidden and why.
  if (hidden)
    return (
      <div
        role="status"
        className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      >
        <EyeOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <p>
          {{ job: m.admin_hidden_job, profile: m.admin_hidden_profile, message: m.admin_hidden_message }[
            targetType
          ]()}
          <span data-user-content>{hidden.reason}</span>
          {m.admin_hidden_end()}
          {isOwner ? m.admin_hidden_owner() : ''}
        </p>
      </div>
    );
  if (isOwner) return null;
  return (
    <div className="flex justify-end">
      <ReportLink targetType={targetType} targetId={targetId} />
    </div>
  );
}
