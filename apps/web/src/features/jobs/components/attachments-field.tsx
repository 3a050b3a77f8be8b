import { useRef, useState } from 'react';
import { Paperclip, X } from 'lucide-react';
import { LIMITS } from '@kt/shared/constants';
import { Button } from '@/components/ui/button.tsx';
import { FieldError } from '@/components/ui/input.tsx';

export const ATTACHMENT_ACCEPT = 'image/*,.pdf,.doc,.docx';
const MAX_MB = LIMITS.attachmentMaxBytes / (1024 * 1024);

function size(bytes: number) {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Optional attachments: images, PDF, DOC, DOCX; at most five files of 10 MB each, removable. */
export function AttachmentsField({
  id,
  files,
  onChange,
  max = LIMITS.attachmentMaxFiles,
}: {
  id: string;
  files: File[];
  onChange: (files: File[]) => void;
  /** How many new files fit (Edit Job: five less the attachments kept). */
  max?: number;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const add = (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    const tooBig = picked.find((f) => f.size > LIMITS.attachmentMaxBytes);
    const next = [...files, ...picked.filter((f) => f.size <= LIMITS.attachmentMaxBytes)];
    if (tooBig) setError(`${tooBig.name} is larger than ${MAX_MB} MB`);
    else if (next.length > max) {
      setError(`You can attach at most ${LIMITS.attachmentMaxFiles} files`);
    } else setError(undefined);
    onChange(next.slice(0, Math.max(0, max)));
    if (input.current) input.current.value = '';
  };
  return (
    <div className="flex flex-col gap-2">
      {/* The native input stays in the page (labelled, for assistive tech and tests); a button opens it. */}
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        tabIndex={-1}
        onChange={(e) => add(e.target.files)}
        className="sr-only"
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          onClick={() => input.current?.click()}
          disabled={files.length >= max}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        >
          <Paperclip className="h-4 w-4" aria-hidden="true" />
          Choose Files
        </Button>
        <span className="text-sm text-muted-foreground">
          {files.length === 0 ? 'No files chosen' : `${files.length} of ${max} files chosen`}
        </span>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Images, PDF, DOC or DOCX; up to {LIMITS.attachmentMaxFiles} files, {MAX_MB} MB each.
      </p>
      <FieldError id={`${id}-error`} message={error} />
      {files.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Selected files">
          {files.map((file, i) => (
            <li
              key={`${file.name}-${i}`}
              className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm"
            >
              <Paperclip className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <span className="shrink-0 text-xs text-muted-foreground">{size(file.size)}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="h-7 w-7"
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
