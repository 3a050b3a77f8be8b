import { Briefcase, MessageSquare, Star, Wallet, type LucideIcon } from 'lucide-react';
import type { SampleNotification } from '@/content/notifications.ts';
import { cn } from '@/lib/cn.ts';

const ICONS: Record<SampleNotification['icon'], LucideIcon> = {
  'message-square': MessageSquare,
  briefcase: Briefcase,
  star: Star,
  wallet: Wallet,
};

const TONES: Record<SampleNotification['type'], string> = {
  message: 'bg-sky-100 text-sky-800',
  job: 'bg-secondary text-secondary-foreground',
  review: 'bg-amber-100 text-amber-800',
  payment: 'bg-green-100 text-green-800',
};

/** One notification; activating it marks it read. */
export function NotificationItem({
  item,
  onRead,
}: {
  item: SampleNotification;
  onRead: (id: number) => void;
}) {
  const Icon = ICONS[item.icon];
  return (
    <button
      type="button"
      onClick={() => onRead(item.id)}
      className={cn(
        'flex w-full cursor-pointer items-start gap-3 rounded-lg border p-4 text-left transition-colors hover:bg-muted',
        !item.read && 'border-primary/30 bg-secondary/60',
      )}
    >
      <span
        className={cn('flex h-10 w-10 shrink-0 items-center justify-center rounded-full', TONES[item.type])}
      >
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-start justify-between gap-2">
          <span className={cn('leading-tight', item.read ? 'font-medium' : 'font-semibold')}>
            {item.title}
          </span>
          {!item.read && (
            <span className="mt-1 h-2.5 w-2.5 shrink-0 rounded-full bg-primary" aria-hidden="true" />
          )}
        </span>
        <span className="mt-1 block text-sm text-muted-foreground">{item.description}</span>
        <span className="mt-1.5 block text-xs text-muted-foreground">
          {item.timestamp}
          {!item.read && <span className="sr-only">, unread</span>}
        </span>
      </span>
    </button>
  );
}
