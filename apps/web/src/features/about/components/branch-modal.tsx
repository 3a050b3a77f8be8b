import { ExternalLink, MapPin, Phone } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { buttonClass } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import type { Branch } from '@/content/branches.ts';
import { telUrl } from '@/lib/places.ts';
import { BranchMap } from './branch-map.tsx';
import { directionsUrl } from './branch-links.ts';
import { districtLabel, placeTypeLabel } from '@/components/place-labels.ts';
import { m } from '@/paraglide/messages.js';

/** The branch modal: a map, the address, Get Directions (new tab) and Contact Branch (phone call). */
export function BranchModal({
  branch,
  all,
  onClose,
}: {
  branch: Branch | null;
  /** Every branch, drawn around this one on the map. */
  all: Branch[];
  onClose: () => void;
}) {
  return (
    <Dialog open={branch !== null} onOpenChange={(open) => !open && onClose()}>
      {branch && (
        <DialogContent title={branch.name} className="max-w-2xl">
          <div className="mt-3 flex flex-col gap-4">
            <div className="flex flex-wrap gap-1.5">
              <Badge>{placeTypeLabel(branch.type)}</Badge>
              {branch.womenOnly && <Badge className="bg-[#8e2a55] text-white">{m.about_women_only()}</Badge>}
              <Badge variant="outline">{districtLabel(branch.district)}</Badge>
            </div>
            <figure>
              <BranchMap branch={branch} all={all} />
              <figcaption className="mt-1 text-xs text-muted-foreground">{m.about_map_caption()}</figcaption>
            </figure>
            <ul className="flex flex-col gap-1.5 text-sm">
              <li className="flex gap-2">
                <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <span lang="en">{branch.address}</span>{' '}
                  <span className="text-muted-foreground">
                    {m.about_district_suffix({ district: districtLabel(branch.district) })}
                  </span>
                </span>
              </li>
              <li className="flex gap-2">
                <Phone className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <span dir="ltr">{branch.phone}</span>
                  {branch.sample && <span className="text-muted-foreground">{m.about_number_pending()}</span>}
                </span>
              </li>
            </ul>
            <div className="flex flex-wrap gap-2">
              <a
                href={directionsUrl(branch)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass()}
              >
                <ExternalLink className="h-4 w-4" aria-hidden="true" />
                {m.about_get_directions()}
                <span className="sr-only">{m.about_new_tab()}</span>
              </a>
              <a href={telUrl(branch.phone)} className={buttonClass('outline')}>
                <Phone className="h-4 w-4" aria-hidden="true" />
                {m.about_contact_branch()}
              </a>
            </div>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
