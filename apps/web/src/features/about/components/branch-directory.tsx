import { useState } from 'react';
import { PlaceFilterBar, PlaceResults } from '@/components/place-filters.tsx';
import { BRANCHES, type Branch } from '@/content/branches.ts';
import { usePlaceFilters } from '@/lib/places.ts';
import { BranchCard } from './branch-card.tsx';
import { BranchModal } from './branch-modal.tsx';
import { ALL_DISTRICTS } from './filter-branches.ts';

/** The branches directory: search, type and district filters, the count line, cards and the modal. */
export function BranchDirectory({ branches = BRANCHES }: { branches?: Branch[] }) {
  const { filters, update, districts, shown } = usePlaceFilters(branches, ALL_DISTRICTS);
  const [open, setOpen] = useState<Branch | null>(null);

  return (
    <section aria-labelledby="branches-heading" className="flex flex-col gap-5">
      <div>
        <h2 id="branches-heading" className="text-2xl font-bold sm:text-3xl">
          Our Branches
        </h2>
        <p className="mt-1 text-muted-foreground">
          Software technology parks (STP) and freelancing hubs (FLH) in every district of Gilgit-Baltistan.
        </p>
      </div>
      <PlaceFilterBar
        idPrefix="branch"
        filters={filters}
        onChange={update}
        districts={districts}
        allDistricts={ALL_DISTRICTS}
      />
      <PlaceResults
        shown={shown.length}
        total={branches.length}
        noun="branches"
        emptyText="No branches found matching your criteria."
      >
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((b) => (
            <li key={b.id}>
              <BranchCard branch={b} onOpen={setOpen} />
            </li>
          ))}
        </ul>
      </PlaceResults>
      <BranchModal branch={open} onClose={() => setOpen(null)} />
    </section>
  );
}
