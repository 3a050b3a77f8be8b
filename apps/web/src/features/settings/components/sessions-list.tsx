import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Monitor } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { listSessions, revokeOtherSessions, revokeSession } from '../api/settings.ts';
import { Section } from './section.tsx';

export const SESSIONS_KEY = ['auth', 'sessions'];

/** Where the user is signed in, this device marked, with Sign out for one or all others. */
export function SessionsList() {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: listSessions });
  const done = {
    onSuccess: (res: { message: string }) => {
      notifySuccess(res.message);
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
    onError: (err: unknown) => notifyError(errorMessage(err, 'Could not sign the session out')),
  };
  const one = useMutation({ mutationFn: revokeSession, ...done });
  const others = useMutation({ mutationFn: revokeOtherSessions, ...done });
  const list = sessions.data?.sessions ?? [];

  return (
    <Section title="Active sessions" description="The browsers and devices signed in to your account.">
      {sessions.isPending ? (
        <Spinner label="Loading sessions..." />
      ) : sessions.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(sessions.error, 'Could not load your sessions.')}{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          <ul className="flex flex-col divide-y rounded-md border" aria-label="Sessions">
            {list.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center gap-3 p-3">
                <Monitor className="h-5 w-5 text-muted-foreground" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {s.device} {s.current && <Badge className="ms-1">This device</Badge>}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    Last seen {new Date(s.lastSeenAt).toLocaleString()}
                  </p>
                </div>
                {!s.current && (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={one.isPending}
                    onClick={() => one.mutate(s.id)}
                    aria-label={`Sign out ${s.device}`}
                  >
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {list.length > 1 && (
            <Button
              variant="outline"
              className="self-start"
              disabled={others.isPending}
              onClick={() => others.mutate()}
            >
              Sign out all other sessions
            </Button>
          )}
        </div>
      )}
    </Section>
  );
}
