/** Query keys of messaging: the inbox, the threads and the navigation's unread dot. */
export const messageKeys = {
  all: ['messages'] as const,
  unreadCount: ['messages', 'unread-count'] as const,
  conversations: ['messages', 'conversations'] as const,
  conversation: (id: string) => ['messages', 'conversation', id] as const,
};
