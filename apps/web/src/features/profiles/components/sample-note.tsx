import { Badge } from '@/components/ui/badge.tsx';
import { m } from '@/paraglide/messages.js';

/** Marks display-only sample content, so nobody mistakes it for the freelancer's own. */
export function SampleNote({ children }: { children: string }) {
  return (
    <p className="mb-3 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
      <Badge variant="outline" className="border-dashed">
        {m.profiles_sample()}
      </Badge>
      {children}
    </p>
  );
}
