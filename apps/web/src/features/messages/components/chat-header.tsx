import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { ParticipantDto } from '@kt/shared';
import { fullName } from '@kt/shared/format';
import { Avatar } from '@/components/ui/avatar.tsx';
import { cn } from '@/lib/cn.ts';
import { m } from '@/paraglide/messages.js';

/** Back to the inbox, the other person's name ('Loading...' until known) and their real online state. */
export function ChatHeader({ other, failed }: { other: ParticipantDto | undefined; failed: boolean }) {
  const name = other ? fullName(other) : failed ? m.messages_conversation() : m.common_loading();
  return (
    <header className="flex items-center gap-3 border-b px-3 py-3 sm:px-4">
      <Link
        to="/messages"
        className="rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground"
        aria-label={m.messages_back()}
      >
        <ArrowLeft className="rtl:-scale-x-100 h-5 w-5" aria-hidden="true" />
      </Link>
      {other && (
        <span className="shrink-0" data-user-content>
          <Avatar src={other.profileImage} name={name} className="h-10 w-10" />
        </span>
      )}
      <div className="min-w-0">
        <h1
          className="truncate text-lg font-semibold leading-tight"
          {...(other ? { 'data-user-content': '' } : {})}
        >
          {name}
        </h1>
        {other && (
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="presence">
            <span
              className={cn('h-2 w-2 rounded-full', other.online ? 'bg-green-500' : 'bg-muted-foreground/40')}
              aria-hidden="true"
            />
            {other.online ? m.messages_online() : m.messages_offline()}
          </p>
        )}
      </div>
    </header>
  );
}
