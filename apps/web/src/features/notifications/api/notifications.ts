import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  notificationListReply,
  notificationPreferencesReply,
  notificationReadReply,
  notificationsReadAllReply,
  type NotificationDto,
  type NotificationPreferencesInput,
} from '@kt/shared';
import { api } from '@/lib/api.ts';
import { useSocketEvent } from '@/lib/realtime.tsx';
import { useSession } from '@/lib/session.tsx';

export const notificationKeys = {
  all: ['notifications'] as const,
  count: ['notifications', 'unread-count'] as const,
  list: (unread: boolean) => ['notifications', 'list', unread ? 'unread' : 'all'] as const,
  preferences: ['notifications-preferences'] as const,
};

const getPage = (unread: boolean, cursor: string | null) =>
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

/** Pages of notifications, newest first, 20 at a time. */
export function useNotificationPages(unread: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(unread),
    queryFn: ({ pageParam }) => getPage(unread, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (n: NotificationDto) =>
      api(`/api/notifications/${n._id}/read`, { reply: notificationReadReply, method: 'PUT' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/notifications/read-all', { reply: notificationsReadAllReply, method: 'PUT' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function usePreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: async () =>
      (await api('/api/notifications/preferences', { reply: notificationPreferencesReply })).preferences,
  });
}

export function useSetPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: NotificationPreferencesInput['preferences'][number]) =>
      api('/api/notifications/preferences', {
        reply: notificationPreferencesReply,
        method: 'PUT',
        json: { preferences: [change] },
      }),
    onSuccess: (reply) => queryClient.setQueryData(notificationKeys.preferences, reply.preferences),
  });
}
