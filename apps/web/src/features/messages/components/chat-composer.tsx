import { useLayoutEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { Send } from 'lucide-react';
import { LIMITS } from '@kt/shared/constants';
import { CHAT_INPUT } from '@/lib/ui-tuning.ts';
import { Button } from '@/components/ui/button.tsx';
import { m } from '@/paraglide/messages.js';

type Props = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  sending: boolean;
  /** False until the conversation and its other participant are known. */
  ready: boolean;
};

/** Multi-line input: Enter sends, Shift+Enter inserts a new line; 60 to 120 px high. */
export function ChatComposer({ value, onChange, onSend, sending, ready }: Props) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const blank = value.trim().length === 0;
  const canSend = ready && !sending && !blank;

  // Grows with its text between the two heights, and shrinks back once sent.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(Math.max(el.scrollHeight, CHAT_INPUT.minHeightPx), CHAT_INPUT.maxHeightPx)}px`;
  }, [value]);
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (canSend) onSend();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t p-3">
      <label htmlFor="chat-message" className="sr-only">
        {m.messages_message()}
      </label>
      <textarea
        id="chat-message"
        ref={ref}
        rows={1}
        value={value}
        maxLength={LIMITS.messageMaxLength}
        placeholder={m.messages_placeholder()}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        className="w-full flex-1 resize-none rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring sm:text-sm"
        style={{ minHeight: CHAT_INPUT.minHeightPx, maxHeight: CHAT_INPUT.maxHeightPx }}
      />
      <Button
        type="submit"
        size="icon"
        className="h-[60px] w-12 shrink-0"
        disabled={!canSend}
        aria-label={m.messages_send()}
      >
        <Send className="rtl:-scale-x-100 h-5 w-5" aria-hidden="true" />
      </Button>
    </form>
  );
}
