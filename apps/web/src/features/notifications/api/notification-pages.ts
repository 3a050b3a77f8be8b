import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationReadReply, notificationsReadAllReply, type NotificationDto } from '@kt/shared';
import { api } from '@/lib/api.ts';
import { getPage, notificationKeys } from './notifications.ts';

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
