import { Dialog as D } from 'radix-ui';
import { m } from '@/paraglide/messages.js';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { cn } from '@/lib/cn.ts';

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;

/** A centred modal with a title, focus trapped, closed by Escape or its close button. */
export function DialogContent({
  title,
  description,
  children,
  className,
  hideTitle,
  returnFocus,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  hideTitle?: boolean;
  /** The button that opened it, when that is not a DialogTrigger (a dialog fetched on demand). */
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-40 bg-black/60" />
      <D.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-background p-6 shadow-xl',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...(returnFocus && {
          onCloseAutoFocus: (event: Event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          },
        })}
      >
        <D.Title className={cn('pe-8 text-lg font-semibold', hideTitle && 'sr-only')}>{title}</D.Title>
        {description && (
          <D.Description className="text-sm text-muted-foreground">{description}</D.Description>
        )}
        {children}
        <D.Close
          className="absolute end-3 top-3 rounded-md p-1.5 hover:bg-muted"
          aria-label={m.common_close()}
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}
