import type { MouseEvent } from 'react';
import { MapPin, Navigation, Phone } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { BRANCH_IMAGE_SIZE, type Branch } from '@/content/branches.ts';
import { telUrl } from '@/lib/places.ts';
import { districtLabel, placeTypeLabel } from '@/components/place-labels.ts';
import { m } from '@/paraglide/messages.js';

/** A branch: picture, type badge, description, address, district, phone, View Location and Contact. */
export function BranchCard({ branch, onOpen }: { branch: Branch; onOpen: (b: Branch) => void }) {
  const open = (e: MouseEvent) => {
    // Links and buttons inside the card do their own thing.
    if (e.target instanceof Element && e.target.closest('a, button')) return;
    onOpen(branch);
  };
  return (
    <article
      onClick={open}
      className="flex h-full cursor-pointer flex-col overflow-hidden rounded-lg border bg-background shadow-sm transition hover:shadow-md"
    >
      <div className="relative">
        <img
          src={branch.image}
          alt=""
          width={BRANCH_IMAGE_SIZE.width}
          height={BRANCH_IMAGE_SIZE.height}
          loading="lazy"
          decoding="async"
          className="aspect-video h-auto w-full object-cover"
        />
        <div className="absolute start-3 top-3 flex gap-1.5">
          <Badge>{placeTypeLabel(branch.type)}</Badge>
          {branch.womenOnly && <Badge className="bg-[#8e2a55] text-white">{m.about_women_only()}</Badge>}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold leading-snug">{branch.name}</h3>
        <p className="line-clamp-3 text-sm text-muted-foreground">{branch.description}</p>
        <ul className="mt-1 flex flex-col gap-1 text-sm">
          <li className="flex gap-2">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
            <span lang="en">{branch.address}</span>
          </li>
          <li className="flex gap-2">
            <span className="sr-only">{m.about_district_label()}</span>
            <Navigation className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{districtLabel(branch.district)}</span>
          </li>
          <li className="flex gap-2">
            <Phone className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
            <span dir="ltr">{branch.phone}</span>
          </li>
        </ul>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button size="sm" onClick={() => onOpen(branch)} aria-haspopup="dialog">
            <MapPin className="h-4 w-4" aria-hidden="true" />
            {m.about_view_location()}
          </Button>
          <a href={telUrl(branch.phone)} className={buttonClass('outline', 'sm')}>
            <Phone className="h-4 w-4" aria-hidden="true" />
            {m.about_contact()}
          </a>
        </div>
      </div>
    </article>
  );
}
