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
  }
}
