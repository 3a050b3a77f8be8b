import { useOnline } from '@/lib/online.ts';
import { m } from '@/paraglide/messages.js';

/** A thin notice while the browser is offline: pages already open stay usable, new ones may not load. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <p
      role="status"
      className="border-b bg-amber-100 px-4 py-2 text-center text-sm text-amber-900 print:hidden"
    >
      {m.common_offline_banner()}
    </p>
  );
}
