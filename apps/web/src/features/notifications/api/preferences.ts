import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationPreferencesReply, type NotificationPreferencesInput } from '@kt/shared';
import { api } from '@/lib/api.ts';
import { notificationKeys } from './notifications.ts';

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
