import { Link } from 'react-router';
import { BadgeCheck } from 'lucide-react';
import { formatMonthYear } from '@/lib/i18n/format.ts';
import { useHeldCredentials } from '../api/credentials.ts';
import { m } from '@/paraglide/messages.js';

/**
 * "Verified: Web Development, Skardu FLH, October 2026": the programme credentials staff issued to
 * this person and did not revoke (from the credentials table, never from what the profile says),
 * each linking to its public verification page. Nothing while loading or when there are none.
 */
export function VerifiedCredentials({ userId }: { userId: string }) {
  const { data } = useHeldCredentials(userId);
  if (!data || data.length === 0) return null;
  return (
    <section aria-label={m.profiles_verified_heading()} className="flex flex-col gap-1.5">
      <ul className="flex flex-col gap-1.5">
        {data.map((c) => (
          <li key={c.id}>
            <Link
              to={`/credentials/${c.id}`}
              className="inline-flex items-start gap-1.5 text-sm font-medium text-emerald-800 underline-offset-2 hover:underline"
            >
              <BadgeCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span>
                {m.profiles_verified({
                  course: c.course,
                  hub: c.hub,
                  // A calendar day (no time): read in UTC so no zone moves it to the month before.
                  month: formatMonthYear(c.completedOn, { timeZone: 'UTC' }),
                })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
