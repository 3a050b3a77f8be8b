import { useEffect, useState } from 'react';
import { Dialog } from 'radix-ui';
import { Calendar, ChevronLeft, ChevronRight, Download, Share2, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import type { GalleryPhoto } from '@/content/programme.ts';
import { downloadPhoto } from '../download-photo.ts';
import { galleryCategoryLabel } from '../category-label.ts';
import { GALLERY_IMAGE_SIZE, photoDate } from '../photo-caption.ts';
import { formatNumber } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';

const ICON_BUTTON =
  'inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-md text-white hover:bg-white/20';

type Props = {
  photos: GalleryPhoto[];
  /** The open photo's index, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** Where focus goes when the viewer closes (the last photo's tile). */
  onCloseAutoFocus?: (event: Event) => void;
};

/** Shares the photo's link through the system sheet, or copies it where there is none. */
async function sharePhoto(photo: GalleryPhoto) {
  const url = `${window.location.origin}/gallery?photo=${photo.id}`;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: photo.title, text: photo.description, url });
    } catch {
      // Cancelled by the user: nothing to do.
    }
    return;
  }
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(url).then(
      () => notifySuccess(m.gallery_link_copied(), m.gallery_link_copied_title()),
      () => undefined,
    );
  }
}

/** The full-screen photo viewer: a dialog with a close button, Download, Share, previous and next. */
export function PhotoViewer({ photos, index, onIndexChange, onCloseAutoFocus }: Props) {
  const photo = index === null ? undefined : photos[index];
  const caption = photo ?? { title: '', description: '' };
  const [downloading, setDownloading] = useState(false);
  const go = (step: number) => {
    if (index === null || photos.length === 0) return;
    onIndexChange((index + step + photos.length) % photos.length);
  };
  // Arrow keys move between photos wherever focus is while the viewer is open.
  useEffect(() => {
    if (index === null || photos.length === 0) return;
    const onKey = (e: KeyboardEvent) => {
      const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
      if (step) onIndexChange((index + step + photos.length) % photos.length);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, photos.length, onIndexChange]);

  const download = async () => {
    if (!photo || downloading) return;
    setDownloading(true);
    try {
      // Named after the English title (spec), whatever the reader's language.
      await downloadPhoto({ src: photo.src, title: photo.fileTitle });
    } catch {
      notifyError(m.gallery_download_failed());
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Dialog.Root open={photo !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/95" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col bg-neutral-950 text-white focus:outline-none"
          aria-describedby={photo ? 'photo-viewer-description' : undefined}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          {photo && (
            <>
              <div className="flex items-start gap-3 p-3 sm:p-4">
                <div className="min-w-0 flex-1">
                  <Dialog.Title className="text-lg font-semibold leading-tight sm:text-xl">
                    {caption.title}
                  </Dialog.Title>
                  <p className="text-sm text-white/80">
                    {m.gallery_photo_of({ n: formatNumber(index! + 1), count: formatNumber(photos.length) })}
                  </p>
                </div>
                <Dialog.Close className={`${ICON_BUTTON} shrink-0`} aria-label={m.gallery_close()}>
                  <X className="h-6 w-6" aria-hidden="true" />
                </Dialog.Close>
              </div>

              <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-16">
                <img
                  key={photo.id}
                  src={photo.src}
                  alt={caption.title}
                  width={GALLERY_IMAGE_SIZE.view.width}
                  height={GALLERY_IMAGE_SIZE.view.height}
                  className="h-auto max-h-full w-auto max-w-full rounded object-contain"
                />
                <button
                  type="button"
                  onClick={() => go(-1)}
                  className={`${ICON_BUTTON} absolute start-1 top-1/2 -translate-y-1/2 rounded-full bg-black/50 sm:start-3`}
                  aria-label={m.gallery_previous()}
                >
                  <ChevronLeft className="rtl:-scale-x-100 h-6 w-6" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  onClick={() => go(1)}
                  className={`${ICON_BUTTON} absolute end-1 top-1/2 -translate-y-1/2 rounded-full bg-black/50 sm:end-3`}
                  aria-label={m.gallery_next()}
                >
                  <ChevronRight className="rtl:-scale-x-100 h-6 w-6" aria-hidden="true" />
                </button>
              </div>

              <div className="mx-auto flex w-full max-w-4xl flex-col gap-3 p-3 sm:flex-row sm:items-end sm:p-4">
                <div className="min-w-0 flex-1 space-y-1.5">
                  <p id="photo-viewer-description" className="text-sm text-white/90">
                    {caption.description}
                  </p>
                  <p className="flex flex-wrap items-center gap-3 text-xs text-white/80">
                    <Badge variant="secondary">{galleryCategoryLabel(photo.category)}</Badge>
                    {photo.sample && (
                      // The Sample label (decision 004), light on the viewer's dark ground.
                      <span className="inline-flex items-center rounded-full border border-dashed border-white/70 px-2.5 py-0.5 font-semibold text-white">
                        {m.common_sample()}
                      </span>
                    )}
                    <span className="inline-flex items-center gap-1">
                      <Calendar className="h-3.5 w-3.5" aria-hidden="true" />
                      <time dateTime={photo.date}>{photoDate(photo.date)}</time>
                    </span>
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button variant="accent" onClick={download} aria-busy={downloading}>
                    <Download className="h-4 w-4" aria-hidden="true" />
                    {m.gallery_download()}
                  </Button>
                  <button
                    type="button"
                    className="inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-md border border-white/40 px-4 text-sm font-medium text-white hover:bg-white/15"
                    onClick={() => void sharePhoto(photo)}
                  >
                    <Share2 className="h-4 w-4" aria-hidden="true" />
                    {m.gallery_share()}
                  </button>
                </div>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
