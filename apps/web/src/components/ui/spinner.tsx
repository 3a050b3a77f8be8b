import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { m } from '@/paraglide/messages.js';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-2 text-muted-foreground', className)}
    >
      <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
      {label ? <span>{label}</span> : <span className="sr-only">{m.common_loading_short()}</span>}
    </div>
  );
}
