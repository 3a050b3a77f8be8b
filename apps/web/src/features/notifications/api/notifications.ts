/**
 * The bell's count and what keeps it live. The list (notification-pages.ts) and the e-mail preferences
 * (preferences.ts) are in their own modules: the sidebar's bell is on every page's first load.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationListReply } from '@kt/shared';
import { api } from '@/lib/api.ts';
import { useSocketEvent } from '@/lib/realtime.tsx';
import { useSession } from '@/lib/session.tsx';

export const notificationKeys = {
  all: ['notifications'] as const,
  count: ['notifications', 'unread-count'] as const,
  list: (unread: boolean) => ['notifications', 'list', unread ? 'unread' : 'all'] as const,
  preferences: ['notifications-preferences'] as const,
};

/** One page of notifications; its reply also carries the unread count. */
export const getPage = (unread: boolean, cursor: string | null) =>
  api('/api/notifications', {
    reply: notificationListReply,
    query: { unread: unread ? 'true' : undefined, cursor },
  });

/**
 * Keeps the bell and the page live: a `notification` refetches them; `notifications_read` (this or
 * another tab read some) sets the count and refetches the lists.
 */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  useSocketEvent('notification', () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  });
  useSocketEvent('notifications_read', ({ unreadCount }) => {
    queryClient.setQueryData(notificationKeys.count, unreadCount);
    void queryClient.invalidateQueries({ queryKey: ['notifications', 'list'] });
  });
}

/** The signed-in user's unread notification count (the bell), live. */
export function useUnreadNotificationCount(): number {
  const { user } = useSession();
  useLiveNotifications();
  const { data } = useQuery({
    queryKey: notificationKeys.count,
    queryFn: async () => (await getPage(true, null)).unreadCount,
    enabled: !!user,
    staleTime: 60_000,
  });
  return user ? (data ?? 0) : 0;
}
