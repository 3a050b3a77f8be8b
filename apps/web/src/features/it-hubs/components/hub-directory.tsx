import { useId } from 'react';
import { PlaceFilterBar, PlaceResults } from '@/components/place-filters.tsx';
import type { Hub } from '@/content/hubs.ts';
import { usePlaceFilters } from '@/lib/places.ts';
import { HubCard } from './hub-card.tsx';
import { formatNumber } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';

/** The District filter's value (and label) meaning every district. */
const ALL_DISTRICTS = 'All';

/** Search and filters over the hubs, the count line, and the cards or the empty state. */
export function HubDirectory({ hubs }: { hubs: Hub[] }) {
  const { filters, update, districts, shown } = usePlaceFilters(hubs, ALL_DISTRICTS);
  const id = useId();

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-5">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
        {m.hubs_find_heading()}
      </h2>
      <PlaceFilterBar
        idPrefix={id}
        filters={filters}
        onChange={update}
        districts={districts}
        allDistricts={ALL_DISTRICTS}
        allDistrictsLabel={m.hubs_filter_all()}
      />
      <PlaceResults
        shown={shown.length}
        countText={m.hubs_count({ shown: formatNumber(shown.length), total: formatNumber(hubs.length) })}
        emptyText={m.hubs_empty()}
      >
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((hub) => (
            <li key={hub.id} className="flex">
              <HubCard hub={hub} />
            </li>
          ))}
        </ul>
      </PlaceResults>
    </section>
  );
}
