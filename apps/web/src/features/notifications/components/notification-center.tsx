import { CheckCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/page.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { formatNumber } from '@/lib/i18n/format.ts';
import { notifyError } from '@/lib/notify.ts';
import { m } from '@/paraglide/messages.js';
import { useMarkAllRead } from '../api/notification-pages.ts';
import { useUnreadNotificationCount } from '../api/notifications.ts';
import { NotificationList } from './notification-list.tsx';

/** The notifications with tabs All and Unread (n), a count badge and 'Mark all as read'. */
export function NotificationCenter() {
  const unread = useUnreadNotificationCount();
  const markAll = useMarkAllRead();
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <PageTitle>{m.nav_notifications()}</PageTitle>
          {unread > 0 && (
            <Badge className="text-sm" data-testid="unread-badge">
              {formatNumber(unread)}
              <span className="sr-only">{m.nav_unread_suffix()}</span>
            </Badge>
          )}
        </div>
        {unread > 0 && (
          <Button
            variant="outline"
            size="sm"
            disabled={markAll.isPending}
            onClick={() =>
              markAll.mutate(undefined, {
                onError: () => notifyError(m.notifications_mark_all_failed()),
              })
            }
          >
            <CheckCheck className="h-4 w-4" aria-hidden="true" />
            {m.notifications_mark_all()}
          </Button>
        )}
      </div>
      <Tabs defaultValue="all">
        <TabsList>
          <TabsTrigger value="all">{m.notifications_tab_all()}</TabsTrigger>
          <TabsTrigger value="unread">
            {m.notifications_tab_unread({ count: formatNumber(unread) })}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="all">
          <NotificationList unread={false} />
        </TabsContent>
        <TabsContent value="unread">
          <NotificationList unread />
        </TabsContent>
      </Tabs>
    </div>
  );
}
