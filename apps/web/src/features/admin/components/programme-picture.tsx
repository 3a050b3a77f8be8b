import { useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { m } from '@/paraglide/messages.js';
import { useUploadProgrammePicture } from '../api/programme.ts';

/**
 * An entry's picture (issue 36): its address, a preview, and an upload through the checked uploads
 * (the server refuses anything that is not an image); the entry shows it once saved.
 */
export function ProgrammePicture({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (url: string) => void;
}) {
  const upload = useUploadProgrammePicture();
  const input = useRef<HTMLInputElement>(null);
  const choose = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (r) => {
        onChange(r.url);
        notifySuccess(m.prog_uploaded());
      },
      onError: (err) => notifyError(errorMessage(err, m.prog_failed())),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };
  return (
    <div className="flex flex-col gap-2">
      <Input id={id} dir="ltr" value={value} onChange={(e) => onChange(e.target.value)} />
      <div className="flex flex-wrap items-center gap-3">
        {value && (
          <img
            src={value}
            alt={m.prog_picture_preview()}
            width={128}
            height={80}
            className="h-20 w-32 rounded border bg-muted object-cover"
          />
        )}
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label={m.prog_upload()}
          onChange={(e) => choose(e.target.files?.[0])}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {upload.isPending ? m.prog_uploading() : m.prog_upload()}
        </Button>
      </div>
    </div>
  );
}
