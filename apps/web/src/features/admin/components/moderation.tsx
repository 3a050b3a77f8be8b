import { EyeOff } from 'lucide-react';
import type { ReportTarget } from '@kt/shared';
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
          This {targetType} is hidden from other people by an admin: {hidden.reason}.
          {isOwner ? ' Write to us through the Contact page if you think this is wrong.' : ''}
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
