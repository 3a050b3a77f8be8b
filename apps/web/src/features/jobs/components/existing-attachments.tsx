import { Paperclip, Undo2, X } from 'lucide-react';
import type { AttachmentDto } from '@kt/shared';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { m } from '@/paraglide/messages.js';

/** Edit Job: the job's attachments, each kept or marked for removal (undone before saving). */
export function ExistingAttachments({
  attachments,
  removed,
  onChange,
}: {
  attachments: AttachmentDto[];
  removed: string[];
  onChange: (removed: string[]) => void;
}) {
  return (
    <ul className="flex flex-col gap-2" aria-label={m.jobown_current_attachments()}>
      {attachments.map((a) => {
        const gone = removed.includes(a._id);
        return (
          <li
            key={a._id}
            className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm"
            data-user-content
          >
            <Paperclip className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className={cn('min-w-0 flex-1 truncate', gone && 'text-muted-foreground line-through')}>
              {a.originalName}
            </span>
            {gone && (
              <span className="shrink-0 text-xs text-muted-foreground">{m.jobown_removed_on_save()}</span>
            )}
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={
                gone
                  ? m.jobown_keep_item({ name: a.originalName })
                  : m.jobown_remove_item({ name: a.originalName })
              }
              onClick={() => onChange(gone ? removed.filter((r) => r !== a._id) : [...removed, a._id])}
            >
              {gone ? (
                <Undo2 className="rtl:-scale-x-100 h-4 w-4" aria-hidden="true" />
              ) : (
                <X className="h-4 w-4" aria-hidden="true" />
              )}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
