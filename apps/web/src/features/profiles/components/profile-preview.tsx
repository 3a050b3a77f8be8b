import { useEffect, useState } from 'react';
import { Eye, MapPin } from 'lucide-react';
import type { ProfileFormInput } from '@kt/shared';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog.tsx';
import { assetUrl } from '@/lib/api.ts';
import { jobTitleLabel, rateText } from '../format.ts';
import { m } from '@/paraglide/messages.js';

function useObjectUrl(file: File | null) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return setUrl(undefined);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** Edit mode's Preview: the profile's header as visitors will see it, from the unsaved form. */
export function ProfilePreview({
  name,
  values,
  photo,
  currentPhoto,
  cover,
  currentCover,
}: {
  name: string;
  values: ProfileFormInput;
  photo: File | null;
  currentPhoto: string | null | undefined;
  cover: File | null;
  currentCover: string | null | undefined;
}) {
  const photoUrl = useObjectUrl(photo) ?? assetUrl(currentPhoto);
  const coverUrl = useObjectUrl(cover) ?? assetUrl(currentCover);
  const rate = Number(values.hourlyRate);
  const place = [values.location, values.country].filter(Boolean).join(', ');
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Eye className="h-4 w-4" aria-hidden="true" />
          {m.profedit_preview()}
        </Button>
      </DialogTrigger>
      <DialogContent title={m.profedit_profile_preview()} className="max-w-2xl">
        <div className="mt-4 flex flex-col gap-4">
          {coverUrl && <img src={coverUrl} alt="" className="aspect-[4/1] w-full rounded-lg object-cover" />}
          <div className="flex items-center gap-4">
            <Avatar src={photoUrl} name={name} className="h-20 w-20 text-2xl" />
            <div className="min-w-0">
              <p className="text-xl font-bold" data-user-content>
                {name}
              </p>
              <p className="text-sm font-medium text-primary">
                {values.jobTitle ? jobTitleLabel(values.jobTitle) : ''}
              </p>
              <p className="text-sm text-muted-foreground" data-user-content>
                {values.headline}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {place && (
              <span className="inline-flex items-center gap-1">
                <MapPin className="h-4 w-4" aria-hidden="true" />
                <span data-user-content>{place}</span>
              </span>
            )}
            <span className="font-semibold">
              <bdi>{rateText(Number.isFinite(rate) ? rate : 0)}</bdi>
            </span>
          </div>
          <p className="whitespace-pre-line break-words text-sm" data-user-content>
            {values.bio}
          </p>
          <ul className="flex flex-wrap gap-1.5" data-user-content>
            {(values.services ?? []).map((s) => (
              <li key={s}>
                <Badge variant="secondary">{s}</Badge>
              </li>
            ))}
          </ul>
        </div>
      </DialogContent>
    </Dialog>
  );
}
