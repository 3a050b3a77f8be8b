import { useEffect, useState, type RefObject } from 'react';
import { useDrawn } from '@/lib/hydration.tsx';

/**
 * True once the element has scrolled into view (at once where IntersectionObserver is missing, as
 * on the server, and so when hydrating what the server rendered).
 */
export function useRevealOnce(ref: RefObject<Element | null>, threshold = 0.15): boolean {
  const drawn = useDrawn();
  const [shown, setShown] = useState(() => drawn || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (shown || !el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShown(true);
          io.disconnect();
        }
      },
      { threshold },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, shown, threshold]);
  return shown;
}
