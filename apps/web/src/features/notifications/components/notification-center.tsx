import { CheckCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/page.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { notifyError } from '@/lib/notify.ts';
import { useMarkAllRead, useUnreadNotificationCount } from '../api/notifications.ts';
import { NotificationList } from './notification-list.tsx';

/** The notifications with tabs All and Unread (n), a count badge and 'Mark all as read'. */
export function NotificationCenter() {
  const unread = useUnreadNotificationCount();
  const markAll = useMarkAllRead();
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <PageTitle>Notifications</PageTitle>
          {unread > 0 && (
            <Badge className="text-sm" data-testid="unread-badge">
              {unread}
              <span className="sr-only"> unread</span>
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
                onError: () => notifyError('Could not mark your notifications as read. Please try again.'),
              })
            }
          >
            <CheckCheck className="h-4 w-4" aria-hidden="true" />
            Mark all as read
          </Button>
        )}
      </div>
      <Tabs defaultValue="all">
        <TabsList>
          <TabsTrigger value="all">All</TabsTrigger>
          <TabsTrigger value="unread">Unread ({unread})</TabsTrigger>
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
