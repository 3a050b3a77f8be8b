import { useRef, useState } from 'react';
import { Paperclip, X } from 'lucide-react';
import { LIMITS } from '@kt/shared/constants';
import { Button } from '@/components/ui/button.tsx';
import { FieldError } from '@/components/ui/input.tsx';
import { formatNumber, ltr } from '@/lib/i18n/format.ts';
import { getLocale } from '@/paraglide/runtime.js';
import { m } from '@/paraglide/messages.js';

export const ATTACHMENT_ACCEPT = 'image/*,.pdf,.doc,.docx';
const MAX_MB = LIMITS.attachmentMaxBytes / (1024 * 1024);

function size(bytes: number) {
  return bytes < 1024 * 1024
    ? m.jobown_size_kb({ size: formatNumber(Math.max(1, Math.round(bytes / 1024)), { useGrouping: false }) })
    : m.jobown_size_mb({
        size: formatNumber(bytes / 1024 / 1024, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      });
}

/** File formats (PDF, DOCX) stay Latin in an Urdu sentence: marked as English islands. */
function withFormats(text: string) {
  if (getLocale() !== 'ur') return text;
  return text.split(/([A-Za-z]+)/).map((part, i) =>
    i % 2 ? (
      <bdi key={i} lang="en">
        {part}
      </bdi>
    ) : (
      part
    ),
  );
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
    if (tooBig) setError(m.jobown_file_too_big({ name: ltr(tooBig.name), size: formatNumber(MAX_MB) }));
    else if (next.length > max) {
      setError(m.jobown_too_many_files({ count: formatNumber(LIMITS.attachmentMaxFiles) }));
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
          {m.jobown_choose_files()}
        </Button>
        <span className="text-sm text-muted-foreground">
          {files.length === 0
            ? m.jobown_no_files()
            : m.jobown_files_chosen({
                count: files.length,
                shown: formatNumber(files.length),
                max: formatNumber(max),
              })}
        </span>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {withFormats(
          m.jobown_attach_hint({
            count: formatNumber(LIMITS.attachmentMaxFiles),
            size: formatNumber(MAX_MB),
          }),
        )}
      </p>
      <FieldError id={`${id}-error`} message={error} />
      {files.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={m.jobown_selected_files()}>
          {files.map((file, i) => (
            <li
              key={`${file.name}-${i}`}
              className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm"
              data-user-content
            >
              <Paperclip className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <span className="shrink-0 text-xs text-muted-foreground">{size(file.size)}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="h-7 w-7"
                aria-label={m.jobown_remove_item({ name: file.name })}
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
