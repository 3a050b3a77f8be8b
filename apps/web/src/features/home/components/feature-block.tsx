import { useRef } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { useRevealOnce } from './use-reveal-once.ts';

/** Icon, title and description that fade in once when scrolled into view. */
export function FeatureBlock({
  icon: Icon,
  title,
  description,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRevealOnce(ref);
  return (
    <div
      ref={ref}
      data-shown={shown}
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg p-1 text-center sm:p-4 transition-[opacity,translate] duration-700 ease-out',
        shown ? 'translate-y-0 opacity-100' : 'translate-y-4 opacity-0',
      )}
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-secondary text-primary">
        <Icon className="h-7 w-7" aria-hidden="true" />
      </span>
      <h3 className="font-semibold sm:text-lg">{title}</h3>
      <p className="text-sm text-muted-foreground">{description}</p>
    </div>
  );
}
