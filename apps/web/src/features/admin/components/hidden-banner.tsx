import { EyeOff } from 'lucide-react';
import type { ReportTarget } from '@kt/shared';
import { m } from '@/paraglide/messages.js';

export type Hidden = { reason: string; at: string };

/**
 * The owner's (and an admin's) notice that an admin hid their job, profile or message, and why. Only
 * they can see hidden content, and only once signed in (never in the server's HTML), so its code is
 * fetched when such content is shown (moderation.tsx), not with the page.
 */
export default function HiddenBanner({
  targetType,
  isOwner,
  hidden,
}: {
  targetType: ReportTarget;
  isOwner: boolean;
  hidden: Hidden;
}) {
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
}
