import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

export type FeatureTile = { icon: LucideIcon; title: string; text: string };

/** A row of bordered tiles, each an icon, a title (h3) and a line of text; up to four across. */
export function FeatureTiles({
  tiles,
  centered = false,
  iconSize = 'h-8 w-8',
}: {
  tiles: readonly FeatureTile[];
  centered?: boolean;
  iconSize?: string;
}) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {tiles.map(({ icon: Icon, title, text }) => (
        <li
          key={title}
          className={cn('rounded-lg border bg-background p-5 shadow-sm', centered && 'text-center')}
        >
          <Icon className={cn(centered && 'mx-auto', iconSize, 'text-primary')} aria-hidden="true" />
          <h3 className="mt-3 font-semibold">{title}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}
