import { useState } from 'react';
import { BellOff, CheckCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/page.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import type { SampleNotification } from '@/content/notifications.ts';
import { NotificationItem } from './notification-item.tsx';

function List({ items, onRead }: { items: SampleNotification[]; onRead: (id: number) => void }) {
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-muted-foreground">
        <BellOff className="h-8 w-8" aria-hidden="true" />
        <p>No notifications</p>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item.id}>
          <NotificationItem item={item} onRead={onRead} />
        </li>
      ))}
    </ul>
  );
}

/** The notifications with tabs All and Unread (n); read state is kept on this page only. */
export function NotificationCenter({ initial }: { initial: SampleNotification[] }) {
  const [items, setItems] = useState(initial);
  const unread = items.filter((n) => !n.read);
  const markRead = (id: number) =>
    setItems((list) => list.map((n) => (n.id === id && !n.read ? { ...n, read: true } : n)));
  const markAllRead = () => setItems((list) => list.map((n) => (n.read ? n : { ...n, read: true })));

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <PageTitle>Notifications</PageTitle>
          {unread.length > 0 && (
            <Badge className="text-sm" data-testid="unread-badge">
              {unread.length}
              <span className="sr-only"> unread</span>
            </Badge>
          )}
        </div>
        {unread.length > 0 && (
          <Button variant="outline" size="sm" onClick={markAllRead}>
            <CheckCheck className="h-4 w-4" aria-hidden="true" />
            Mark all as read
          </Button>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        These are sample notifications that show how updates about messages, jobs, reviews and payments will
        appear.
      </p>
      <Tabs defaultValue="all">
        <TabsList>
          <TabsTrigger value="all">All</TabsTrigger>
          <TabsTrigger value="unread">Unread ({unread.length})</TabsTrigger>
        </TabsList>
        <TabsContent value="all">
          <List items={items} onRead={markRead} />
        </TabsContent>
        <TabsContent value="unread">
          <List items={unread} onRead={markRead} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
