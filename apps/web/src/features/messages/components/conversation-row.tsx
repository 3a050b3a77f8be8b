import { Link } from 'react-router';
import type { ConversationListItem } from '@kt/shared';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/cn.ts';
import { formatNumber } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';
import { conversationTime } from '../format-time.ts';

/** One inbox row: avatar with the online dot, name, time, last message and the unread badge. */
export function ConversationRow({ conversation: c }: { conversation: ConversationListItem }) {
  const unread = c.unread > 0;
  return (
    <li>
      <Link
        to={`/messages/${c.id}`}
        className="flex items-center gap-3 px-4 py-3 transition-colors hover:bg-muted focus-visible:bg-muted"
        data-testid="conversation-row"
      >
        <span className="relative shrink-0">
          <span className="block" data-user-content>
            <Avatar src={c.user.avatar} name={c.user.name} className="h-12 w-12" />
          </span>
          {c.user.online && (
            <span
              className="absolute bottom-0 end-0 h-3 w-3 rounded-full bg-green-500 ring-2 ring-background"
              data-testid="online-dot"
              title={m.messages_online()}
            >
              <span className="sr-only">{m.messages_online()}</span>
            </span>
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn('truncate', unread ? 'font-bold' : 'font-semibold')} data-user-content>
              {c.user.name}
            </span>
            <time dateTime={c.timestamp} className="shrink-0 text-xs text-muted-foreground">
              {conversationTime(c.timestamp)}
            </time>
          </span>
          <span className="mt-0.5 flex items-center justify-between gap-2">
            <span
              className={cn(
                'truncate text-sm',
                unread ? 'font-medium text-foreground' : 'text-muted-foreground',
              )}
              dir="auto"
              data-user-content
            >
              {c.lastMessage}
            </span>
            {unread && (
              <Badge
                className="shrink-0"
                aria-label={m.messages_unread_count({ count: c.unread, shown: formatNumber(c.unread) })}
                data-testid="unread-badge"
              >
                {formatNumber(c.unread)}
              </Badge>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
