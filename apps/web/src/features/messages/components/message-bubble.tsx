import type { ReactNode } from 'react';
import { Check, CheckCheck } from 'lucide-react';
import type { MessageDto } from '@kt/shared';
import { cn } from '@/lib/cn.ts';
import { messageTime } from '../format-time.ts';

/** Own messages on the right, the other person's on the left; at most 70 % of the width. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function MessageBubble({
  message: m,
  slot,
}: {
  message: MessageDto;
  /** Under the other person's stored messages: what another feature adds (a 'Report' link). */
  slot?: ((messageId: string) => ReactNode) | undefined;
}) {
  const mine = m.sender === 'me';
  return (
    <li
      className={cn('flex', mine ? 'justify-end' : 'justify-start')}
      data-testid="message"
      data-sender={m.sender}
    >
      <div
        className={cn(
          'max-w-[70%] rounded-2xl px-3.5 py-2 shadow-sm',
          mine
            ? 'rounded-ee-sm bg-primary text-primary-foreground'
            : 'rounded-es-sm bg-muted text-foreground',
        )}
      >
        <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">{m.content}</p>
        <p
          className={cn(
            'mt-1 flex items-center justify-end gap-1 text-[11px]',
            mine ? 'text-primary-foreground/75' : 'text-muted-foreground',
          )}
        >
          <time dateTime={m.timestamp}>{messageTime(m.timestamp)}</time>
          {mine &&
            (m.read ? (
              <CheckCheck className="h-3.5 w-3.5" aria-label="Read" />
            ) : (
              <Check className="h-3.5 w-3.5" aria-label="Sent" />
            ))}
        </p>
        {!mine && slot && UUID.test(m.id) ? (
          <div className="mt-0.5 flex justify-end">{slot(m.id)}</div>
        ) : null}
      </div>
    </li>
  );
}
