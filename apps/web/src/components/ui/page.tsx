import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

/** The standard page frame: a width limit and padding that suit a phone and a desktop. */
export function Page({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10', className)}>{children}</div>
  );
}

export function PageTitle({ children, className }: { children: ReactNode; className?: string }) {
  return <h1 className={cn('text-2xl font-bold tracking-tight sm:text-3xl', className)}>{children}</h1>;
}
