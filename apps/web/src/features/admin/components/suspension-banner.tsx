import { Ban } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '@/lib/session.tsx';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

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
        <strong>Your account is suspended:</strong> {s.reason}. You can still read your messages and withdraw
        money already released to you. You can appeal until {day(s.appealBy)} through the{' '}
        <Link to="/contact" className="underline">
          Contact page
        </Link>
        .
      </p>
    </div>
  );
}
