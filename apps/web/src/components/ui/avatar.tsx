import { useState } from 'react';
import { initials as initialsOf } from '@kt/shared/format';
import { assetUrl } from '@/lib/api.ts';
import { cn } from '@/lib/cn.ts';

type LoadState = 'idle' | 'loading' | 'loaded' | 'error';

/** An image with the spec's loading states; the initials fallback shows unless the image loaded. */
export function Avatar({
  src,
  name,
  className,
  maxInitials = 2,
}: {
  src?: string | null | undefined;
  name: string;
  className?: string;
  maxInitials?: number;
}) {
  const url = assetUrl(src);
  // The load state belongs to one address: a new address starts again at 'loading' in the same render
  // (not in an effect, which may run after a cached image has already loaded).
  const [seen, setSeen] = useState<{ url: string | undefined; state: LoadState }>({ url, state: 'idle' });
  const state: LoadState = seen.url === url && seen.state !== 'idle' ? seen.state : url ? 'loading' : 'idle';
  const setState = (next: LoadState) => setSeen({ url, state: next });
  // An image the server rendered (decision 031) may have loaded before React hydrated it: its load
  // event is gone, so the element says how it went.
  const drawnImage = (img: HTMLImageElement | null) => {
    if (!img || state !== 'loading' || !img.complete) return;
    setState(img.naturalWidth > 0 ? 'loaded' : 'error');
  };
  // A person's initials and name are user content (never translated).
  return (
    <span
      data-user-content
      className={cn(
        'relative inline-flex h-10 w-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary text-secondary-foreground font-semibold',
        className,
      )}
    >
      {state !== 'loaded' && <span aria-hidden="true">{initialsOf(name, maxInitials)}</span>}
      {url && state !== 'error' && (
        <img
          ref={drawnImage}
          src={url}
          alt={name}
          loading="lazy"
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState('error')}
          className={cn('absolute inset-0 h-full w-full object-cover', state !== 'loaded' && 'opacity-0')}
        />
      )}
      {state !== 'loaded' && <span className="sr-only">{name}</span>}
    </span>
  );
}
