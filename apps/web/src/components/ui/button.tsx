import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn.ts';

const variants = {
  default: 'bg-primary text-primary-foreground hover:bg-primary/90',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
  outline: 'border border-input bg-background hover:bg-muted',
  ghost: 'hover:bg-muted',
  destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
  accent: 'bg-accent text-accent-foreground hover:bg-accent/90',
  link: 'text-primary underline-offset-4 hover:underline',
};
const sizes = { default: 'h-10 px-4 py-2', sm: 'h-9 px-3', lg: 'h-11 px-6 text-base', icon: 'h-10 w-10' };

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
};

export function buttonClass(
  variant: keyof typeof variants = 'default',
  size: keyof typeof sizes = 'default',
) {
  return cn(
    'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 cursor-pointer',
    variants[variant],
    sizes[size],
  );
}

/** A large white-outlined link on a primary-coloured band, beside an accent button. */
export const outlineOnPrimaryClass =
  'inline-flex h-11 items-center justify-center gap-2 rounded-md border border-white px-6 text-sm font-medium text-white transition-colors hover:bg-white/10';

/**
 * Forwards its ref, so a Radix trigger (`asChild`) can focus and place itself by it. A link with a
 * button's look is a Link (or `a`) with `buttonClass`: no Slot here, which kept Radix's in every
 * page's first load.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant, size, type, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={cn(buttonClass(variant, size), className)}
      {...props}
    />
  );
});
