import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn.ts';

/** A card's title as a second-level heading: these pages' cards sit right under the page's h1. */
export function SectionTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 className={cn('text-lg font-semibold leading-tight', className)} {...props} />;
}
