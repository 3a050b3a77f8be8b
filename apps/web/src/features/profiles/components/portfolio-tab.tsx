import { useState } from 'react';
import { ExternalLink, FolderOpen } from 'lucide-react';
import type { PortfolioItemDto } from '@kt/shared';
import { CARD_LIMITS } from '@/lib/ui-tuning.ts';
import { assetUrl } from '@/lib/api.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { buttonClass } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { ProjectPanel } from './project-panel.tsx';
import { m } from '@/paraglide/messages.js';

function ProjectImage({ item, className }: { item: PortfolioItemDto; className: string }) {
  const src = assetUrl(item.image);
  if (!src) {
    return (
      <div className={`${className} flex items-center justify-center bg-muted text-muted-foreground`}>
        <FolderOpen className="h-10 w-10" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img src={src} alt={item.title} loading="lazy" decoding="async" className={`${className} object-cover`} />
  );
}

/** A project: image, title, at most 2 tags plus '+N'; opens its dialog. */
function PortfolioCard({ item, onOpen }: { item: PortfolioItemDto; onOpen: () => void }) {
  const extra = item.tags.length - CARD_LIMITS.portfolioTags;
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full flex-col overflow-hidden rounded-lg border bg-background text-start shadow-sm transition-shadow hover:shadow-md"
    >
      <ProjectImage item={item} className="aspect-video w-full" />
      <span className="flex flex-col gap-2 p-4">
        <span className="font-semibold break-words" data-user-content>
          {item.title}
        </span>
        {item.tags.length > 0 && (
          <span className="flex flex-wrap gap-1.5" data-user-content>
            {item.tags.slice(0, CARD_LIMITS.portfolioTags).map((tag) => (
              <Badge key={tag} variant="outline">
                {tag}
              </Badge>
            ))}
            {extra > 0 && <Badge variant="secondary">+{extra}</Badge>}
          </span>
        )}
      </span>
    </button>
  );
}

function PortfolioDialog({ item, onClose }: { item: PortfolioItemDto | null; onClose: () => void }) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {item && (
        <DialogContent title={item.title} className="max-w-2xl">
          <div className="mt-4 flex flex-col gap-4">
            <ProjectImage item={item} className="aspect-video w-full rounded-md" />
            <section>
              <h3 className="font-semibold">{m.profiles_description()}</h3>
              <p
                className="mt-1 whitespace-pre-line break-words text-sm text-muted-foreground"
                data-user-content
              >
                {item.description}
              </p>
            </section>
            <section>
              <h3 className="font-semibold">{m.profiles_technologies()}</h3>
              {item.tags.length > 0 ? (
                <ul className="mt-2 flex flex-wrap gap-1.5" data-user-content>
                  {item.tags.map((tag) => (
                    <li key={tag}>
                      <Badge variant="secondary">{tag}</Badge>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-sm text-muted-foreground">{m.profiles_none_listed()}</p>
              )}
            </section>
            {item.link && (
              <a
                href={item.link}
                target="_blank"
                rel="noopener noreferrer"
                className={`${buttonClass('default')} self-start`}
              >
                <ExternalLink className="h-4 w-4" aria-hidden="true" />
                {m.profiles_view_project()}
              </a>
            )}
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

export function PortfolioTab({ items, isOwner }: { items: PortfolioItemDto[]; isOwner: boolean }) {
  const [open, setOpen] = useState<PortfolioItemDto | null>(null);
  return (
    <div className="flex flex-col gap-4">
      {isOwner && <ProjectPanel />}
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed py-10 text-center text-muted-foreground">
          {m.profiles_no_portfolio()}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {items.map((item) => (
            <li key={item._id}>
              <PortfolioCard item={item} onOpen={() => setOpen(item)} />
            </li>
          ))}
        </ul>
      )}
      <PortfolioDialog item={open} onClose={() => setOpen(null)} />
    </div>
  );
}
