import type { ReportTarget } from '@kt/shared';
import { useOnDemand } from '@/lib/on-demand.ts';
import type { Hidden } from './hidden-banner.tsx';
import { ReportLink } from './report-link.tsx';

/** The 'hidden' notice's code, fetched only when hidden content is shown (to its owner or an admin). */
const loadHiddenBanner = () => import('./hidden-banner.tsx').then((mod) => mod.default);

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
  hidden: Hidden | null | undefined;
}) {
  const { Component: HiddenBanner } = useOnDemand(loadHiddenBanner, { now: !!hidden });
  // Only its owner and admins can see hidden content at all: both are told it is hidden and why.
  if (hidden)
    return HiddenBanner ? <HiddenBanner targetType={targetType} isOwner={isOwner} hidden={hidden} /> : null;
  if (isOwner) return null;
  return (
    <div className="flex justify-end">
      <ReportLink targetType={targetType} targetId={targetId} />
    </div>
  );
}
