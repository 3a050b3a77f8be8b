import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { BellOff } from 'lucide-react';
import type { NotificationDto } from '@kt/shared';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { m } from '@/paraglide/messages.js';
import { useMarkRead, useNotificationPages } from '../api/notification-pages.ts';
import { NotificationItem } from './notification-item.tsx';

/** Loads the next page when the end of the list scrolls into view; a button does it too. */
function LoadMore({ onLoad, loading }: { onLoad: () => void; loading: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoad);
  useEffect(() => {
    latest.current = onLoad;
  });
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className="flex justify-center pt-2">
      <Button variant="outline" size="sm" onClick={onLoad} disabled={loading}>
        {loading ? m.common_loading() : m.notifications_load_more()}
      </Button>
    </div>
  );
}

/** One tab's notifications: loading, error, empty, or the list with infinite scroll. */
export function NotificationList({ unread }: { unread: boolean }) {
  const pages = useNotificationPages(unread);
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const open = (item: NotificationDto) => {
    if (item.readAt === null) markRead.mutate(item);
    void navigate(item.link);
  };

  if (pages.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label={m.notifications_loading()} />
      </div>
    );
  }
  if (pages.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="text-destructive">{m.notifications_load_failed()}</p>
        <Button variant="outline" size="sm" onClick={() => void pages.refetch()}>
          {m.common_try_again()}
        </Button>
      </div>
    );
  }
  const items = pages.data.pages.flatMap((p) => p.notifications);
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-muted-foreground">
        <BellOff className="h-8 w-8" aria-hidden="true" />
        <p>{m.notifications_empty()}</p>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <ul className="space-y-3" aria-label={unread ? m.notifications_unread_list() : m.nav_notifications()}>
        {items.map((item) => (
          <li key={item._id}>
            <NotificationItem item={item} onOpen={open} />
          </li>
        ))}
      </ul>
      {pages.hasNextPage && (
        <LoadMore
          loading={pages.isFetchingNextPage}
          onLoad={() => {
            if (!pages.isFetchingNextPage) void pages.fetchNextPage();
          }}
        />
      )}
    </div>
  );
}
