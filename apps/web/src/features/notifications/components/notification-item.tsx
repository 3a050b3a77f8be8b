import {
  Bell,
  Briefcase,
  FileText,
  Flag,
  MessageSquare,
  ShieldAlert,
  Star,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { NotificationDto, NotificationType } from '@kt/shared';
import { cn } from '@/lib/cn.ts';
import { m } from '@/paraglide/messages.js';
import { ServerText } from '@/components/server-text.tsx';
import { timeAgoText } from '@/lib/i18n/format.ts';

const ICONS: Record<NotificationType, LucideIcon> = {
  message: MessageSquare,
  proposal: Briefcase,
  contract: FileText,
  milestone: Flag,
  payment: Wallet,
  review: Star,
  dispute: ShieldAlert,
  account: Bell,
};

const TONES: Record<NotificationType, string> = {
  message: 'bg-sky-100 text-sky-800',
  proposal: 'bg-secondary text-secondary-foreground',
  contract: 'bg-secondary text-secondary-foreground',
  milestone: 'bg-secondary text-secondary-foreground',
  payment: 'bg-green-100 text-green-800',
  review: 'bg-amber-100 text-amber-800',
  dispute: 'bg-red-100 text-red-800',
  account: 'bg-muted text-foreground',
};

/** One notification; activating it marks it read and opens its link. */
export function NotificationItem({
  item,
  onOpen,
}: {
  item: NotificationDto;
  onOpen: (item: NotificationDto) => void;
}) {
  const Icon = ICONS[item.type];
  const unread = item.readAt === null;
  return (
    <button
      type="button"
      onClick={() => onOpen(item)}
      className={cn(
        'flex w-full cursor-pointer items-start gap-3 rounded-lg border p-4 text-start transition-colors hover:bg-muted',
        unread && 'border-primary/30 bg-secondary/60',
      )}
    >
      <span
        className={cn('flex h-10 w-10 shrink-0 items-center justify-center rounded-full', TONES[item.type])}
      >
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-start justify-between gap-2">
          <span className={cn('break-words leading-tight', unread ? 'font-semibold' : 'font-medium')}>
            <ServerText text={item.title} />
          </span>
          {unread && (
            <span className="mt-1 h-2.5 w-2.5 shrink-0 rounded-full bg-primary" aria-hidden="true" />
          )}
        </span>
        <span className="mt-1 block break-words text-sm text-muted-foreground">
          <ServerText text={item.body} />
        </span>
        <span className="mt-1.5 block text-xs text-muted-foreground">
          {timeAgoText(item.createdAt)}
          {unread && <span className="sr-only">{m.notifications_unread_suffix()}</span>}
        </span>
      </span>
    </button>
  );
}
