import { Briefcase, Globe, UserCheck, Users, type LucideIcon } from 'lucide-react';
import { thousands } from '@kt/shared/format';
import { usePlatformStats, type PlatformStats } from '../api/platform-stats.ts';
import { m } from '@/paraglide/messages.js';

const tiles = (): { label: string; key: keyof PlatformStats; icon: LucideIcon }[] => [
  { label: m.about_stat_users(), key: 'totalUsers', icon: Users },
  { label: m.about_stat_freelancers(), key: 'totalFreelancers', icon: UserCheck },
  { label: m.about_stat_jobs(), key: 'totalJobs', icon: Briefcase },
  { label: m.about_stat_countries(), key: 'totalCountries', icon: Globe },
];

/** The four platform figures, fed by GET /api/profile/stats (0 until loaded or on failure). */
export function StatTiles() {
  const { stats, loading } = usePlatformStats();
  return (
    <ul
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
      aria-busy={loading}
      aria-label={m.about_stats_label()}
    >
      {tiles().map(({ label, key, icon: Icon }) => (
        <li
          key={key}
          className="flex flex-col items-center gap-1 rounded-lg border bg-background p-4 text-center shadow-sm sm:p-5"
        >
          <Icon className="h-6 w-6 text-primary" aria-hidden="true" />
          <p className="text-2xl font-extrabold sm:text-3xl" data-testid={`stat-${key}`}>
            {thousands(stats[key])}
          </p>
          <p className="text-sm text-muted-foreground">{label}</p>
        </li>
      ))}
    </ul>
  );
}
