import { Badge } from '@/components/ui/badge.tsx';

/** A wrapping list of plain badges (skills, languages), named for screen readers by `label`. */
export function BadgeList({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Badge variant="secondary" className="text-sm font-medium" data-user-content>
            {item}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
