import { ExternalLink, MapPin, Phone } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { buttonClass } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { BRANCHES, type Branch } from '@/content/branches.ts';
import { telUrl } from '@/lib/places.ts';
import { BranchMap } from './branch-map.tsx';
import { directionsUrl } from './branch-links.ts';

/** The branch modal: a map, the address, Get Directions (new tab) and Contact Branch (phone call). */
export function BranchModal({ branch, onClose }: { branch: Branch | null; onClose: () => void }) {
  return (
    <Dialog open={branch !== null} onOpenChange={(open) => !open && onClose()}>
      {branch && (
        <DialogContent title={branch.name} className="max-w-2xl">
          <div className="mt-3 flex flex-col gap-4">
            <div className="flex flex-wrap gap-1.5">
              <Badge>{branch.type}</Badge>
              {branch.womenOnly && <Badge className="bg-[#8e2a55] text-white">Women Only</Badge>}
              <Badge variant="outline">{branch.district}</Badge>
            </div>
            <figure>
              <BranchMap branch={branch} all={BRANCHES} />
              <figcaption className="mt-1 text-xs text-muted-foreground">
                Schematic map of Gilgit-Baltistan; use Get Directions for the route.
              </figcaption>
            </figure>
            <ul className="flex flex-col gap-1.5 text-sm">
              <li className="flex gap-2">
                <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  {branch.address} <span className="text-muted-foreground">({branch.district} district)</span>
                </span>
              </li>
              <li className="flex gap-2">
                <Phone className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  {branch.phone}
                  {branch.sample && (
                    <span className="text-muted-foreground"> (number being confirmed with the branch)</span>
                  )}
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
                Get Directions
                <span className="sr-only">(opens in a new tab)</span>
              </a>
              <a href={telUrl(branch.phone)} className={buttonClass('outline')}>
                <Phone className="h-4 w-4" aria-hidden="true" />
                Contact Branch
              </a>
            </div>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
