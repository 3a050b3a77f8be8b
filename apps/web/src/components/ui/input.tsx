import type {
  InputHTMLAttributes,
  LabelHTMLAttributes,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { cn } from '@/lib/cn.ts';
import { localizeMessage, useServerMessages } from '@/lib/i18n/server-messages.ts';

const field =
  'w-full rounded-md border border-input bg-background px-3 py-2 text-base sm:text-sm placeholder:text-muted-foreground ' +
  'focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(field, 'h-10', className)} {...props} />;
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(field, 'min-h-24', className)} {...props} />;
}

/** A native select: keyboard and screen-reader friendly on every phone. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(field, 'h-10 pe-8', className)} {...props} />;
}

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
