import { useState } from 'react';
import { formatMoney, type Currency } from '@kt/shared';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useSession } from '@/lib/session.tsx';
import { ltr } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';
import { UserText } from './user-text.tsx';
import { useAdminUser, useSetMediator, useSetProgramme, useSuspend, useUnsuspend } from '../api/admin.ts';
import { contractStatusWord, roleLabel, when } from '../format.ts';
import { ReasonForm } from './reason-form.tsx';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** One user: role, verification, 2FA, contracts, wallet, sign-ins; suspend, unsuspend, mediator. */
export function UserDetail({ id }: { id: string }) {
  const { user: me } = useSession();
  const detail = useAdminUser(id);
  const suspend = useSuspend(id);
  const unsuspend = useUnsuspend(id);
  const mediator = useSetMediator(id);
  const programme = useSetProgramme(id);
  const [programmeError, setProgrammeError] = useState<string>();
  const [appealBy, setAppealBy] = useState(inDays(14));
  const [mediatorError, setMediatorError] = useState<string>();

  if (detail.isPending) return <Spinner label={m.admin_user_loading()} className="py-10" />;
  if (detail.isError)
    return (
      <p role="alert" className="text-destructive">
        {errorMessage(detail.error, m.admin_user_failed())}
      </p>
    );
  const u = detail.data.user;
  const onError = (err: unknown) => notifyError(errorMessage(err, m.admin_something_wrong()));

  return (
    <article
      className="flex flex-col gap-4 rounded-lg border p-4"
      aria-label={`${u.firstName} ${u.lastName}`}
    >
      <header className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold" data-user-content>
          {u.firstName} {u.lastName}
        </h2>
        <Badge variant="outline">{roleLabel(u.role)}</Badge>
        {u.isAdmin && <Badge variant="secondary">{m.admin_badge_admin()}</Badge>}
        {u.isMediator && <Badge variant="secondary">{m.admin_badge_mediator()}</Badge>}
        {u.isProgramme && <Badge variant="secondary">{m.admin_badge_programme()}</Badge>}
        {u.deleted && <Badge variant="destructive">{m.admin_badge_deleted()}</Badge>}
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{m.admin_email()}</dt>
        <dd className="break-all" dir="ltr" data-user-content>
          {u.email}
        </dd>
        <dt className="text-muted-foreground">{m.admin_verified()}</dt>
        <dd>{u.emailVerified ? m.admin_yes() : m.admin_no()}</dd>
        <dt className="text-muted-foreground">{m.admin_two_factor()}</dt>
        <dd>{u.twoFactorEnabled ? m.admin_on() : m.admin_off()}</dd>
        <dt className="text-muted-foreground">{m.admin_joined()}</dt>
        <dd>{when(u.createdAt)}</dd>
      </dl>

      <section className="flex flex-col gap-1">
        <h3 className="font-medium">{m.admin_wallet()}</h3>
        {u.wallet.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.admin_no_balances()}</p>
        ) : (
          <ul className="text-sm">
            {u.wallet.map((w) => (
              <li key={w.currency}>
                {m.admin_wallet_line({
                  currency: w.currency,
                  available: ltr(formatMoney(w.available, w.currency as Currency)),
                  pending: ltr(formatMoney(w.pending, w.currency as Currency)),
                  withdrawing: ltr(formatMoney(w.withdrawing, w.currency as Currency)),
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="flex flex-col gap-1">
        <h3 className="font-medium">{m.admin_contracts()}</h3>
        {u.contracts.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.admin_no_contracts()}</p>
        ) : (
          <ul className="text-sm">
            {u.contracts.map((c) => (
              <li key={c._id}>
                <UserText>{c.title}</UserText>
                {m.admin_contract_as({ status: contractStatusWord(c.status), as: roleLabel(c.as) })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="flex flex-col gap-1">
        <h3 className="font-medium">{m.admin_sign_ins()}</h3>
        {u.signIns.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.admin_no_sessions()}</p>
        ) : (
          <ul className="text-sm">
            {u.signIns.map((s) => (
              <li key={s.at} className="break-words">
                {when(s.at)} —{' '}
                {s.userAgent ? <UserText ltr>{s.userAgent}</UserText> : m.admin_unknown_browser()}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="flex flex-col gap-2 border-t pt-4">
        <h3 className="font-medium">{m.admin_mediator()}</h3>
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          disabled={mediator.isPending}
          onClick={() =>
            mediator.mutate(!u.isMediator, {
              onSuccess: () => {
                setMediatorError(undefined);
                notifySuccess(u.isMediator ? m.admin_mediator_removed() : m.admin_mediator_given());
              },
              onError: (err) => setMediatorError(errorMessage(err, m.admin_mediator_failed())),
            })
          }
        >
          {u.isMediator ? m.admin_remove_mediator() : m.admin_make_mediator()}
        </Button>
        {mediatorError && (
          <p role="alert" className="text-sm text-destructive">
            {mediatorError}
          </p>
        )}
      </section>

      <section className="flex flex-col gap-2 border-t pt-4">
        <h3 className="font-medium">{m.admin_programme()}</h3>
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          disabled={programme.isPending}
          onClick={() =>
            programme.mutate(!u.isProgramme, {
              onSuccess: () => {
                setProgrammeError(undefined);
                notifySuccess(u.isProgramme ? m.admin_programme_removed() : m.admin_programme_given());
              },
              onError: (err) => setProgrammeError(errorMessage(err, m.admin_programme_failed())),
            })
          }
        >
          {u.isProgramme ? m.admin_remove_programme() : m.admin_make_programme()}
        </Button>
        {programmeError && (
          <p role="alert" className="text-sm text-destructive">
            {programmeError}
          </p>
        )}
      </section>

      <section className="flex flex-col gap-2 border-t pt-4">
        <h3 className="font-medium">{m.admin_suspension()}</h3>
        {u.suspension ? (
          <>
            <p className="text-sm">
              {m.admin_suspended_since({ time: when(u.suspension.since) })}
              <UserText>{u.suspension.reason}</UserText>
              {m.admin_appeal_until_text({ time: when(u.suspension.appealBy) })}
            </p>
            <Button
              variant="outline"
              className="self-start"
              disabled={unsuspend.isPending}
              onClick={() =>
                unsuspend.mutate(undefined, { onSuccess: (r) => notifySuccess(r.message), onError })
              }
            >
              {m.admin_unsuspend()}
            </Button>
          </>
        ) : me?._id === u._id ? (
          <p className="text-sm text-muted-foreground">{m.admin_cannot_suspend_self()}</p>
        ) : (
          <ReasonForm
            label={m.admin_reason_suspending()}
            submit={m.admin_suspend_user()}
            busy={suspend.isPending}
            onSubmit={(reason) =>
              suspend.mutate({ reason, appealBy }, { onSuccess: (r) => notifySuccess(r.message), onError })
            }
          >
            <div className="grid gap-1">
              <Label htmlFor="appeal-by">{m.admin_appeal_until()}</Label>
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
