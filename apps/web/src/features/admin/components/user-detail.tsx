import { useState } from 'react';
import { formatMoney, type Currency } from '@kt/shared';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useSession } from '@/lib/session.tsx';
import { useAdminUser, useSetMediator, useSuspend, useUnsuspend } from '../api/admin.ts';
import { ReasonForm } from './reason-form.tsx';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { timeZone: 'UTC' }) + ' UTC';
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** One user: role, verification, 2FA, contracts, wallet, sign-ins; suspend, unsuspend, mediator. */
export function UserDetail({ id }: { id: string }) {
  const { user: me } = useSession();
  const detail = useAdminUser(id);
  const suspend = useSuspend(id);
  const unsuspend = useUnsuspend(id);
  const mediator = useSetMediator(id);
  const [appealBy, setAppealBy] = useState(inDays(14));
  const [mediatorError, setMediatorError] = useState<string>();

  if (detail.isPending) return <Spinner label="Loading user..." className="py-10" />;
  if (detail.isError)
    return (
      <p role="alert" className="text-destructive">
        {errorMessage(detail.error, 'Could not load this user.')}
      </p>
    );
  const u = detail.data.user;
  const onError = (err: unknown) => notifyError(errorMessage(err, 'Something went wrong. Please try again.'));

  return (
    <article
      className="flex flex-col gap-4 rounded-lg border p-4"
      aria-label={`${u.firstName} ${u.lastName}`}
    >
      <header className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold">
          {u.firstName} {u.lastName}
        </h2>
        <Badge variant="outline">{u.role}</Badge>
        {u.isAdmin && <Badge variant="secondary">admin</Badge>}
        {u.isMediator && <Badge variant="secondary">mediator</Badge>}
        {u.deleted && <Badge variant="destructive">deleted</Badge>}
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Email</dt>
        <dd className="break-all">{u.email}</dd>
        <dt className="text-muted-foreground">Verified</dt>
        <dd>{u.emailVerified ? 'Yes' : 'No'}</dd>
        <dt className="text-muted-foreground">Two-factor</dt>
        <dd>{u.twoFactorEnabled ? 'On' : 'Off'}</dd>
        <dt className="text-muted-foreground">Joined</dt>
        <dd>{when(u.createdAt)}</dd>
      </dl>

      <section className="flex flex-col gap-1">
        <h3 className="font-medium">Wallet</h3>
        {u.wallet.length === 0 ? (
          <p className="text-sm text-muted-foreground">No balances.</p>
        ) : (
          <ul className="text-sm">
            {u.wallet.map((w) => (
              <li key={w.currency}>
                {w.currency}: available {formatMoney(w.available, w.currency as Currency)}, pending{' '}
                {formatMoney(w.pending, w.currency as Currency)}, withdrawing{' '}
                {formatMoney(w.withdrawing, w.currency as Currency)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="flex flex-col gap-1">
        <h3 className="font-medium">Contracts</h3>
        {u.contracts.length === 0 ? (
          <p className="text-sm text-muted-foreground">No contracts.</p>
        ) : (
          <ul className="text-sm">
            {u.contracts.map((c) => (
              <li key={c._id}>
                {c.title} — {c.status} (as {c.as})
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="flex flex-col gap-1">
        <h3 className="font-medium">Recent sign-ins</h3>
        {u.signIns.length === 0 ? (
          <p className="text-sm text-muted-foreground">No live sessions.</p>
        ) : (
          <ul className="text-sm">
            {u.signIns.map((s) => (
              <li key={s.at} className="break-words">
                {when(s.at)} — {s.userAgent ?? 'unknown browser'}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="flex flex-col gap-2 border-t pt-4">
        <h3 className="font-medium">Mediator</h3>
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          disabled={mediator.isPending}
          onClick={() =>
            mediator.mutate(!u.isMediator, {
              onSuccess: () => {
                setMediatorError(undefined);
                notifySuccess(u.isMediator ? 'Mediator role removed' : 'Mediator role given');
              },
              onError: (err) => setMediatorError(errorMessage(err, 'Could not change the mediator role.')),
            })
          }
        >
          {u.isMediator ? 'Remove mediator role' : 'Make mediator'}
        </Button>
        {mediatorError && (
          <p role="alert" className="text-sm text-destructive">
            {mediatorError}
          </p>
        )}
      </section>

      <section className="flex flex-col gap-2 border-t pt-4">
        <h3 className="font-medium">Suspension</h3>
        {u.suspension ? (
          <>
            <p className="text-sm">
              Suspended since {when(u.suspension.since)}: {u.suspension.reason}. Can appeal until{' '}
              {when(u.suspension.appealBy)}.
            </p>
            <Button
              variant="outline"
              className="self-start"
              disabled={unsuspend.isPending}
              onClick={() =>
                unsuspend.mutate(undefined, { onSuccess: (r) => notifySuccess(r.message), onError })
              }
            >
              Unsuspend
            </Button>
          </>
        ) : me?._id === u._id ? (
          <p className="text-sm text-muted-foreground">You cannot suspend yourself.</p>
        ) : (
          <ReasonForm
            label="Reason for suspending"
            submit="Suspend user"
            busy={suspend.isPending}
            onSubmit={(reason) =>
              suspend.mutate({ reason, appealBy }, { onSuccess: (r) => notifySuccess(r.message), onError })
            }
          >
            <div className="grid gap-1">
              <Label htmlFor="appeal-by">Can appeal until</Label>
              <Input
                id="appeal-by"
                type="date"
                value={appealBy}
                min={inDays(1)}
                onChange={(e) => setAppealBy(e.target.value)}
                className="max-w-48"
              />
            </div>
          </ReasonForm>
        )}
      </section>
    </article>
  );
}
