import { useEffect, useState } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { LIMITS } from '@kt/shared/constants';
import { assetUrl } from '@/lib/api.ts';
import { buttonClass, Button } from '@/components/ui/button.tsx';
import { FieldError } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import { formatNumber } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';

const MAX_MB = Math.round(LIMITS.imageMaxBytes / (1024 * 1024));

/** The chosen file's preview URL, revoked when the file changes or the picker goes away. */
function usePreview(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * Picks one image (any image type, at most 5 MB) with a preview and a remove button; shows the
 * current image until another is chosen.
 */
export function ImagePicker({
  id,
  label,
  file,
  onChange,
  currentUrl,
  shape = 'box',
  chooseText = m.profedit_choose_image(),
}: {
  id: string;
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  currentUrl?: string | null | undefined;
  shape?: 'round' | 'wide' | 'box';
  chooseText?: string;
}) {
  const [error, setError] = useState<string>();
  const preview = usePreview(file);
  const shown = preview ?? assetUrl(currentUrl);
  const frame = {
    round: 'h-28 w-28 rounded-full',
    wide: 'aspect-[3/1] w-full rounded-lg',
    box: 'aspect-video w-full max-w-sm rounded-lg',
  }[shape];

  return (
    <div className="flex flex-col gap-3">
      <div
        className={cn(
          'relative flex shrink-0 items-center justify-center overflow-hidden border border-dashed bg-muted text-muted-foreground',
          frame,
        )}
      >
        {shown ? (
          <img src={shown} alt={m.profedit_image_preview({ label })} className="h-full w-full object-cover" />
        ) : (
          <ImagePlus className="h-8 w-8" aria-hidden="true" />
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={id}
          className={cn(buttonClass('outline', 'sm'), 'focus-within:outline-2 focus-within:outline-ring')}
        >
          <ImagePlus className="h-4 w-4" aria-hidden="true" />
          {file || currentUrl ? m.profedit_change_image() : chooseText}
          <input
            id={id}
            type="file"
            accept="image/*"
            className="sr-only"
            aria-label={label}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              e.target.value = '';
              if (!chosen) return;
              if (!chosen.type.startsWith('image/')) return setError(m.profedit_not_an_image());
              if (chosen.size > LIMITS.imageMaxBytes)
                return setError(m.profedit_image_too_big({ mb: formatNumber(MAX_MB) }));
              setError(undefined);
              onChange(chosen);
            }}
          />
        </label>
        {file && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            <X className="h-4 w-4" aria-hidden="true" />
            {m.profedit_remove_image()}
          </Button>
        )}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
