import {
  forwardRef,
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '@/lib/cn.ts';
import { useFieldRef } from '@/lib/hydration.tsx';
import { localizeMessage, useServerMessages } from '@/lib/i18n/server-messages.ts';

const field =
  'w-full rounded-md border border-input bg-background px-3 py-2 text-base sm:text-sm placeholder:text-muted-foreground ' +
  'focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive';

// The fields forward their ref (forms register them by it), and a controlled one takes what was typed
// in it before the page was hydrated (useFieldRef).
export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={useFieldRef(ref, props.value)} className={cn(field, 'h-10', className)} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function Textarea({ className, ...props }, ref) {
    return (
      <textarea ref={useFieldRef(ref, props.value)} className={cn(field, 'min-h-24', className)} {...props} />
    );
  },
);

/** A native select: keyboard and screen-reader friendly on every phone. */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select(
  { className, ...props },
  ref,
) {
  return (
    <select ref={useFieldRef(ref, props.value)} className={cn(field, 'h-10 pe-8', className)} {...props} />
  );
});

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn('text-sm font-medium leading-none', className)} {...props} />;
}

/** A field's error line, announced to screen readers; a schema's English message shown in the reader's language. */
export function FieldError({ id, message }: { id?: string; message?: string | undefined }) {
  useServerMessages();
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {localizeMessage(message)}
    </p>
  );
}
