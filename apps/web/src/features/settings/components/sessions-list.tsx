import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Monitor } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api.ts';
import { formatDateTime } from '@/lib/i18n/format.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { m } from '@/paraglide/messages.js';
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
    onError: (err: unknown) => notifyError(errorMessage(err, m.settings_sessions_sign_out_failed())),
  };
  const one = useMutation({ mutationFn: revokeSession, ...done });
  const others = useMutation({ mutationFn: revokeOtherSessions, ...done });
  const list = sessions.data?.sessions ?? [];

  return (
    <Section title={m.settings_sessions_title()} description={m.settings_sessions_description()}>
      {sessions.isPending ? (
        <Spinner label={m.settings_sessions_loading()} />
      ) : sessions.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(sessions.error, m.settings_sessions_load_failed())}{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void sessions.refetch()}>
            {m.common_try_again()}
          </Button>
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          <ul className="flex flex-col divide-y rounded-md border" aria-label={m.settings_sessions()}>
            {list.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center gap-3 p-3">
                <Monitor className="h-5 w-5 text-muted-foreground" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    <span data-user-content>{s.device}</span>{' '}
                    {s.current && <Badge className="ms-1">{m.settings_this_device()}</Badge>}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {m.settings_last_seen({
                      time: formatDateTime(s.lastSeenAt),
                    })}
                  </p>
                </div>
                {!s.current && (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={one.isPending}
                    onClick={() => one.mutate(s.id)}
                    aria-label={m.settings_sign_out_device({ device: s.device })}
                  >
                    {m.settings_sign_out()}
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
              {m.settings_sign_out_others()}
            </Button>
          )}
        </div>
      )}
    </Section>
  );
}
