import { Clock } from 'lucide-react';
import { removeEntry, type OutboxEntry } from '@/lib/outbox/store.ts';
import { OFFLINE_TEXTS } from '@/lib/outbox/texts.ts';

/** An own message still in the outbox: 'Waiting to send', or the server's refusal with a Discard. */
export function WaitingBubble({ entry }: { entry: OutboxEntry & { kind: 'message' } }) {
  return (
    <li className="flex justify-end" data-testid="message" data-sender="me" data-state="waiting">
      <div className="max-w-[70%] rounded-2xl rounded-br-sm bg-primary/70 px-3.5 py-2 text-primary-foreground shadow-sm">
        <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">{entry.content}</p>
        <p className="mt-1 flex items-center justify-end gap-1 text-[11px] text-primary-foreground/85">
          {entry.error ? (
            <>
              <span>
                {OFFLINE_TEXTS.notSent}: {entry.error}
              </span>
              <button type="button" className="underline" onClick={() => void removeEntry(entry.id)}>
                {OFFLINE_TEXTS.discard}
              </button>
            </>
          ) : (
            <>
              <Clock className="h-3.5 w-3.5" aria-hidden="true" />
              <span>{OFFLINE_TEXTS.waiting}</span>
            </>
          )}
        </p>
      </div>
    </li>
  );
}
