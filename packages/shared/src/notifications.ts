import { z } from './zod.ts';

/** What a notification is about; each kind can be muted for e-mail (in-app is always on). */
export const NOTIFICATION_TYPES = [
  'message',
  'proposal',
  'contract',
  'milestone',
  'payment',
  'review',
  'dispute',
  'account',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationDto = z.object({
  _id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  /** A route of the web app, e.g. /projects/<id>. */
  link: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationDto = z.infer<typeof notificationDto>;

declare module './messages.ts' {
  interface ServerToClientEvents {
    /** A new notification for the signed-in user (sent after the change behind it committed). */
    notification: (payload: NotificationDto) => void;
    /** The user read one or all notifications (in any tab): the new unread count. */
    notifications_read: (payload: { unreadCount: number }) => void;
  }
}

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationListQuery = z.object({
  /** `true`: unread ones only. */
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  /** The `nextCursor` of the previous page. */
  cursor: z.uuid({ message: 'Invalid cursor' }).optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuery>;

export const notificationListReply = z.object({
  success: z.literal(true),
  /** Newest first, at most 20. */
  notifications: z.array(notificationDto),
  /** All of the user's unread notifications, whatever the filter. */
  unreadCount: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type NotificationListReply = z.infer<typeof notificationListReply>;

export const notificationReadReply = z.object({
  success: z.literal(true),
  notification: notificationDto,
  unreadCount: z.number().int(),
});

export const notificationsReadAllReply = z.object({
  success: z.literal(true),
  /** How many were unread and are now read. */
  updated: z.number().int(),
  unreadCount: z.number().int(),
});

export const notificationPreference = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  /** In-app notifications cannot be turned off. */
  inApp: z.literal(true),
  email: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreference>;

export const notificationPreferencesReply = z.object({
  success: z.literal(true),
  /** One entry per type, in the order of NOTIFICATION_TYPES. */
  preferences: z.array(notificationPreference),
});
export type NotificationPreferencesReply = z.infer<typeof notificationPreferencesReply>;

export const notificationPreferencesInput = z.object({
  /** The types to change; the others stay as they are. */
  preferences: z
    .array(
      z.object({
        type: z.enum(NOTIFICATION_TYPES, { message: 'Unknown notification type' }),
        email: z.boolean(),
      }),
    )
    .min(1, 'Name at least one notification type')
    .max(NOTIFICATION_TYPES.length * 2),
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInput>;

export const unsubscribeQuery = z.object({ token: z.string().min(1, 'Missing token').max(500) });

/** Human names of the types, for the preferences panel and the e-mails. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  message: 'Messages',
  proposal: 'Proposals',
  contract: 'Contracts',
  milestone: 'Milestones',
  payment: 'Payments',
  review: 'Reviews',
  dispute: 'Disputes',
  account: 'Account',
};
