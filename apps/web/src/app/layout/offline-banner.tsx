import { formatClock } from '@/lib/i18n/format.ts';
import { useOnline } from '@/lib/online.ts';
import { OFFLINE_TEXTS } from '@/lib/outbox/texts.ts';
import { useShownFromCache } from '@/lib/shown-from-cache.ts';

/** Local time as HH:MM (24-hour clock). */
export const clockTime = (ms: number): string => formatClock(new Date(ms));

/**
 * A thin notice while the browser is offline or the page shows replies kept by the service worker
 * (issue 19): then it says from when. Pages already open stay usable, new ones may not load.
 */
export function OfflineBanner() {
  const online = useOnline();
  const cachedAt = useShownFromCache();
  if (online && cachedAt === null) return null;
  return (
    <p
      role="status"
      // Sticky just below the phone's sticky header (h-14; none from lg up): scrolling never hides it
      // under the header, and it never covers the header (z-20 under its z-30). Issue 34.
      className="sticky top-14 z-20 border-b bg-amber-100 px-4 py-2 text-center text-sm text-amber-900 lg:top-0 print:hidden"
    >
      {cachedAt === null ? OFFLINE_TEXTS.offline : OFFLINE_TEXTS.offlineSince(clockTime(cachedAt))}
    </p>
  );
}
