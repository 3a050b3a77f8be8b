import { Ban } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '@/lib/session.tsx';
import { m } from '@/paraglide/messages.js';
import { formatDate } from '@/lib/i18n/format.ts';

/** The appeal deadline: a calendar day stored as its end in UTC. */
const day = (iso: string) => formatDate(iso, { timeZone: 'UTC' });

/** Shown across the app to a suspended user: why, until when they can appeal, and what still works. */
export function SuspensionBanner() {
  const { user } = useSession();
  const s = user?.suspension;
  if (!s) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-start gap-2 border-b border-destructive/40 bg-destructive/10 px-4 py-3 text-sm print:hidden"
    >
      <Ban className="mt-0.5 h-4 w-4 shrink-0 text-destructive" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        <strong>{m.admin_suspended()}</strong> <span data-user-content>{s.reason}</span>
        {m.admin_suspended_text({ date: day(s.appealBy) })}
        <Link to="/contact" className="underline">
          {m.admin_contact_page()}
        </Link>
        {m.admin_suspended_end()}
      </p>
    </div>
  );
}
