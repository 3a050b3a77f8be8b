import { HUB_STATS } from '@kt/shared/constants';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { HUBS } from '@/content/hubs.ts';
import { HubDirectory } from '../components/hub-directory.tsx';

const STATS = [
  { value: String(HUB_STATS.stps), label: 'STPs', long: 'Software Technology Parks' },
  { value: HUB_STATS.flhs, label: 'FLHs', long: 'Freelancing Hubs' },
  { value: String(HUB_STATS.districts), label: 'Districts', long: 'Districts covered' },
  { value: HUB_STATS.members, label: 'Members', long: 'Members trained and working' },
];

/** The directory of the region's software technology parks (STP) and freelancing hubs (FLH). */
export default function ItHubsPage() {
  return (
    <Page className="space-y-10">
      <header className="overflow-hidden rounded-xl bg-gradient-to-br from-primary to-teal-700 px-5 py-8 text-primary-foreground sm:px-8 sm:py-10">
        <PageTitle>IT Hubs in Gilgit-Baltistan</PageTitle>
        <p className="mt-3 max-w-2xl text-primary-foreground/90">
          Software technology parks and freelancing hubs across the region give young people reliable
          internet, training and mentors, so they can work for clients anywhere in the world.
        </p>
        <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
          {STATS.map((s) => (
            <li key={s.label} className="rounded-lg bg-white/10 p-4" title={s.long}>
              <span className="block text-2xl font-bold sm:text-3xl">{s.value}</span>{' '}
              <span className="block text-sm text-primary-foreground/90">{s.label}</span>
            </li>
          ))}
        </ul>
      </header>
      <HubDirectory hubs={HUBS} />
    </Page>
  );
}
