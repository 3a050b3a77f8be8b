import { Star } from 'lucide-react';
import { CARD_LIMITS } from '@/lib/ui-tuning.ts';
import { cn } from '@/lib/cn.ts';
import { m } from '@/paraglide/messages.js';

/** Five stars, filled by the rounded rating. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role="img"
      aria-label={m.profiles_rated({ rating: rating.toFixed(1), max: CARD_LIMITS.stars })}
    >
      {Array.from({ length: CARD_LIMITS.stars }, (_, i) => (
        <Star
          key={i}
          className={cn('h-4 w-4', i < filled ? 'fill-accent text-accent' : 'text-muted-foreground/40')}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}
