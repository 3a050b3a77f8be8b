import { useEffect, useState, type RefObject } from 'react';

/** True once the element has scrolled into view (immediately where IntersectionObserver is missing). */
export function useRevealOnce(ref: RefObject<Element | null>, threshold = 0.15): boolean {
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
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
