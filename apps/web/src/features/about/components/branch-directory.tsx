import { useState } from 'react';
import { PlaceFilterBar, PlaceResults } from '@/components/place-filters.tsx';
import type { Branch } from '@/content/branches.ts';
import { usePlaceFilters } from '@/lib/places.ts';
import { BranchCard } from './branch-card.tsx';
import { BranchModal } from './branch-modal.tsx';
import { ALL_DISTRICTS } from './filter-branches.ts';
import { formatNumber } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';

/** The branches directory: search, type and district filters, the count line, cards and the modal. */
export function BranchDirectory({ branches }: { branches: Branch[] }) {
  const { filters, update, districts, shown } = usePlaceFilters(branches, ALL_DISTRICTS);
  const [open, setOpen] = useState<Branch | null>(null);

  return (
    <section aria-labelledby="branches-heading" className="flex flex-col gap-5">
      <div>
        <h2 id="branches-heading" className="text-2xl font-bold sm:text-3xl">
          {m.about_branches_heading()}
        </h2>
        <p className="mt-1 text-muted-foreground">{m.about_branches_text()}</p>
      </div>
      <PlaceFilterBar
        idPrefix="branch"
        filters={filters}
        onChange={update}
        districts={districts}
        allDistricts={ALL_DISTRICTS}
        allDistrictsLabel={m.hubs_filter_all_districts()}
      />
      <PlaceResults
        shown={shown.length}
        countText={m.about_branches_count({
          shown: formatNumber(shown.length),
          total: formatNumber(branches.length),
        })}
        emptyText={m.about_branches_empty()}
      >
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((b) => (
            <li key={b.id}>
              <BranchCard branch={b} onOpen={setOpen} />
            </li>
          ))}
        </ul>
      </PlaceResults>
      <BranchModal branch={open} all={branches} onClose={() => setOpen(null)} />
    </section>
  );
}
