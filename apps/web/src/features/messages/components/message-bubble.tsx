import type { ReactNode } from 'react';
import { Check, CheckCheck } from 'lucide-react';
import type { MessageDto } from '@kt/shared';
import { cn } from '@/lib/cn.ts';
import { m } from '@/paraglide/messages.js';
import { messageTime } from '../format-time.ts';

/** Own messages on the right, the other person's on the left; at most 70 % of the width. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function MessageBubble({
  message: msg,
  slot,
}: {
  message: MessageDto;
  /** Under the other person's stored messages: what another feature adds (a 'Report' link). */
  slot?: ((messageId: string) => ReactNode) | undefined;
}) {
  const mine = msg.sender === 'me';
  return (
    <li
      className={cn('flex', mine ? 'justify-end' : 'justify-start')}
      data-testid="message"
      data-sender={msg.sender}
    >
      <div
        className={cn(
          'max-w-[70%] rounded-2xl px-3.5 py-2 shadow-sm',
          mine
            ? 'rounded-ee-sm bg-primary text-primary-foreground'
            : 'rounded-es-sm bg-muted text-foreground',
        )}
      >
        <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]" dir="auto" data-user-content>
          {msg.content}
        </p>
        <p
          className={cn(
            'mt-1 flex items-center justify-end gap-1 text-[11px]',
            mine ? 'text-primary-foreground/75' : 'text-muted-foreground',
          )}
        >
          <time dateTime={msg.timestamp}>{messageTime(msg.timestamp)}</time>
          {mine &&
            (msg.read ? (
              <CheckCheck className="h-3.5 w-3.5" aria-label={m.messages_read()} />
            ) : (
              <Check className="h-3.5 w-3.5" aria-label={m.messages_sent()} />
            ))}
        </p>
        {!mine && slot && UUID.test(msg.id) ? (
          <div className="mt-0.5 flex justify-end">{slot(msg.id)}</div>
        ) : null}
      </div>
    </li>
  );
}
