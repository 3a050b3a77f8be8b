import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Card } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { notifyError } from '@/lib/notify.ts';
import { useSession } from '@/lib/session.tsx';
import { m } from '@/paraglide/messages.js';
import { failureText } from '../api/failure-text.ts';
import { fetchMessagesFailed } from '../api/get-conversation.ts';
import { sendMessageFailed } from '../api/send-message.ts';
import { ChatComposer } from '../components/chat-composer.tsx';
import { ChatHeader } from '../components/chat-header.tsx';
import { ErrorState } from '../components/error-state.tsx';
import { MessageBubble } from '../components/message-bubble.tsx';
import { WaitingBubble } from '../components/waiting-bubble.tsx';
import { SignInPrompt } from '../components/sign-in-prompt.tsx';
import { useThread } from '../use-thread.ts';

/** What another feature shows under the other person's message (the console's 'Report' link). */
export type MessageSlot = (messageId: string) => ReactNode;

/** /messages/{id}: one conversation, live. */
export default function ChatPage({ messageSlot }: { messageSlot?: MessageSlot }) {
  const { id = '' } = useParams();
  // A fresh thread state for every conversation.
  return <ChatThread key={id} conversationId={id} messageSlot={messageSlot} />;
}

function ChatThread({
  conversationId,
  messageSlot,
}: {
  conversationId: string;
  messageSlot?: MessageSlot | undefined;
}) {
  const { user, status } = useSession();
  const { thread, messages, waiting, other, sendText, sending } = useThread(conversationId, user?._id);
  const [draft, setDraft] = useState('');
  const scroller = useRef<HTMLDivElement>(null);

  // Smoothly to the newest message whenever one is added.
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (typeof el.scrollTo === 'function') el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
    else el.scrollTop = el.scrollHeight;
  }, [messages.length, waiting.length]);

  const send = async () => {
    const content = draft.trim();
    if (!content || !user || !other || sending) return;
    try {
      await sendText(content);
      setDraft('');
    } catch (err) {
      notifyError(failureText(err, sendMessageFailed()));
    }
  };

  let body;
  if (status === 'loading' || (user && thread.isPending)) {
    body = <Spinner className="py-12" label={m.messages_loading_messages()} />;
  } else if (!user) {
    body = <SignInPrompt />;
  } else if (thread.isError) {
    body = (
      <ErrorState
        message={failureText(thread.error, fetchMessagesFailed())}
        onRetry={() => void thread.refetch()}
      />
    );
  } else if (messages.length === 0 && waiting.length === 0) {
    body = <p className="px-4 py-12 text-center text-muted-foreground">{m.messages_empty_thread()}</p>;
  } else {
    body = (
      <ol className="flex flex-col gap-2 p-3 sm:p-4" aria-label={m.nav_messages()} aria-live="polite">
        {messages.map((m) => (
          <MessageBubble key={m.id} message={m} slot={messageSlot} />
        ))}
        {waiting.map((e) => (
          <WaitingBubble key={e.id} entry={e} />
        ))}
      </ol>
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-2 py-2 sm:px-6 sm:py-4">
      <Card className="flex h-[calc(100dvh-4.5rem)] min-h-[26rem] flex-col overflow-hidden sm:h-[calc(100dvh-5.5rem)] lg:h-[calc(100dvh-2rem)]">
        <ChatHeader other={other} failed={thread.isError} />
        <div
          ref={scroller}
          className="flex-1 overflow-y-auto overscroll-contain focus-visible:outline-offset-[-2px]"
          // Scrollable by keyboard too.
          tabIndex={0}
          role="region"
          aria-label={m.messages_conversation()}
        >
          {body}
        </div>
        {user && !thread.isError && (
          <ChatComposer
            value={draft}
            onChange={setDraft}
            onSend={() => void send()}
            sending={sending}
            ready={!!other}
          />
        )}
      </Card>
    </div>
  );
}
