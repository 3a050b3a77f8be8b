import { useMemo, useState } from 'react';
import { Search } from 'lucide-react';
import { Card } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useSession } from '@/lib/session.tsx';
import { m } from '@/paraglide/messages.js';
import { failureText } from '../api/failure-text.ts';
import { fetchConversationsFailed, useConversations } from '../api/get-conversations.ts';
import { ConversationRow } from '../components/conversation-row.tsx';
import { ErrorState } from '../components/error-state.tsx';
import { SignInPrompt } from '../components/sign-in-prompt.tsx';

/** /messages: the inbox, searchable by the other person's name; rows update live. */
export default function InboxPage() {
  const { user, status } = useSession();
  const [search, setSearch] = useState('');
  const conversations = useConversations(!!user);

  const visible = useMemo(() => {
    const q = search.trim().toLowerCase();
    const all = conversations.data ?? [];
    return q ? all.filter((c) => c.user.name.toLowerCase().includes(q)) : all;
  }, [conversations.data, search]);

  let body;
  if (status === 'loading' || (user && conversations.isPending)) {
    body = <Spinner className="py-12" label={m.messages_loading_conversations()} />;
  } else if (!user) {
    body = <SignInPrompt />;
  } else if (conversations.isError) {
    body = (
      <ErrorState
        message={failureText(conversations.error, fetchConversationsFailed())}
        onRetry={() => void conversations.refetch()}
      />
    );
  } else if (visible.length === 0) {
    body = (
      <p className="px-4 py-12 text-center text-muted-foreground">
        {search.trim() ? m.messages_no_match() : m.messages_empty_inbox()}
      </p>
    );
  } else {
    body = (
      <ul className="divide-y" aria-label={m.messages_conversations()}>
        {visible.map((c) => (
          <ConversationRow key={c.id} conversation={c} />
        ))}
      </ul>
    );
  }

  return (
    <Page className="max-w-3xl">
      <PageTitle>{m.nav_messages()}</PageTitle>
      <div className="relative mt-5">
        <Search
          className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={m.messages_search_placeholder()}
          aria-label={m.messages_search_label()}
          className="ps-9"
        />
      </div>
      <Card className="mt-4 overflow-hidden">{body}</Card>
    </Page>
  );
}
