import { ChevronDown } from 'lucide-react';
import { localGuide } from '@/content/localize.ts';
import type { Guide } from '@/content/resources.ts';

/** Guides as expandable panels (native details/summary: keyboard and screen-reader friendly). */
export function GuideList({ guides }: { guides: Guide[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {guides.map(localGuide).map((g) => (
        <li key={g.id}>
          <details id={g.id} className="group rounded-lg border bg-background shadow-sm">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-3 p-4 [&::-webkit-details-marker]:hidden">
              <span>
                <span className="block font-semibold">{g.title}</span>
                <span className="mt-0.5 block text-sm text-muted-foreground">{g.summary}</span>
              </span>
              <ChevronDown
                className="mt-1 h-5 w-5 shrink-0 transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <ul className="list-disc px-4 pb-4 ps-9 text-sm text-foreground/90">
              {g.points.map((p) => (
                <li key={p} className="mt-1">
                  {p}
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}
