import type { FiguresData } from '@kt/shared';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { useProgramme } from '@/content/programme.ts';
import { ProgrammeStatus } from '@/components/programme-status.tsx';
import { HubDirectory } from '../components/hub-directory.tsx';
import { m } from '@/paraglide/messages.js';

/** The header's figures, kept by programme staff with the home page's (issue 36); blank until they arrive. */
const stats = (f: FiguresData | undefined) => [
  { value: f?.stps, label: m.hubs_stat_stps(), long: m.hubs_stat_stps_long() },
  { value: f?.flhs, label: m.hubs_stat_flhs(), long: m.hubs_stat_flhs_long() },
  { value: f?.districts, label: m.hubs_stat_districts(), long: m.hubs_stat_districts_long() },
  { value: f?.members, label: m.hubs_stat_members(), long: m.hubs_stat_members_long() },
];

/** The directory of the region's software technology parks (STP) and freelancing hubs (FLH). */
export default function ItHubsPage() {
  const { programme, failed, retry } = useProgramme();
  return (
    <Page className="space-y-10">
      <header className="overflow-hidden rounded-xl bg-gradient-to-br from-primary to-teal-700 px-5 py-8 text-primary-foreground sm:px-8 sm:py-10">
        <PageTitle>{m.hubs_title()}</PageTitle>
        <p className="mt-3 max-w-2xl text-primary-foreground/90">{m.hubs_intro()}</p>
        <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
          {stats(programme?.figures).map((s) => (
            <li key={s.label} className="rounded-lg bg-white/10 p-4" title={s.long}>
              <span className="block text-2xl font-bold sm:text-3xl">{s.value ?? '\u00a0'}</span>{' '}
              <span className="block text-sm text-primary-foreground/90">{s.label}</span>
            </li>
          ))}
        </ul>
      </header>
      {programme ? <HubDirectory hubs={programme.hubs} /> : <ProgrammeStatus failed={failed} retry={retry} />}
    </Page>
  );
}
