import { useRef, useState } from 'react';
import type { GalleryPhoto } from '@/content/programme.ts';
import { PhotoGrid } from './photo-grid.tsx';
import { PhotoViewer } from './photo-viewer.tsx';

/** The grid and its viewer; `initialPhotoId` opens a shared photo straight away. */
export function GalleryView({ photos, initialPhotoId }: { photos: GalleryPhoto[]; initialPhotoId?: number }) {
  const [open, setOpen] = useState<number | null>(() => {
    const i = photos.findIndex((p) => p.id === initialPhotoId);
    return i >= 0 ? i : null;
  });
  const last = useRef<number | null>(open);
  const grid = useRef<HTMLDivElement>(null);
  const change = (index: number | null) => {
    if (index !== null) last.current = index;
    setOpen(index);
  };
  return (
    <div ref={grid}>
      <PhotoGrid photos={photos} onOpen={change} />
      <PhotoViewer
        photos={photos}
        index={open}
        onIndexChange={change}
        onCloseAutoFocus={(event) => {
          // Back to the tile of the photo last shown, which may differ from the one opened.
          const tile = grid.current?.querySelector<HTMLElement>(`[data-photo-index="${last.current}"]`);
          if (!tile) return;
          event.preventDefault();
          tile.focus();
        }}
      />
    </div>
  );
}
