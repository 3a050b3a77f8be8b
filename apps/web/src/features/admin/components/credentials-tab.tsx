import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { AdminCredentialDto } from '@kt/shared';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api.ts';
import { formatDate, formatMonthYear } from '@/lib/i18n/format.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { m } from '@/paraglide/messages.js';
import { useAdminCredentials, useRevokeCredential } from '../api/credentials.ts';
import { IssueCredentialForm } from './issue-credential-form.tsx';
import { ReasonForm } from './reason-form.tsx';
import { UserText } from './user-text.tsx';

/** Credentials (issue 36): issue one, find issued ones, revoke with a reason. */
export function CredentialsTab() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const list = useAdminCredentials(search);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(draft.trim());
  };
  return (
    <div className="flex flex-col gap-6">
      <IssueCredentialForm />
      <section className="flex flex-col gap-3" aria-labelledby="issued-credentials">
        <h2 id="issued-credentials" className="text-lg font-semibold">
          {m.cred_list_title()}
        </h2>
        <form onSubmit={submit} className="flex gap-2" role="search">
          <Label htmlFor="credential-search" className="sr-only">
            {m.cred_list_search()}
          </Label>
          <Input
            id="credential-search"
            placeholder={m.cred_list_search()}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit">{m.common_search()}</Button>
        </form>
        {list.isPending ? (
          <Spinner className="py-10" />
        ) : list.isError ? (
          <p role="alert" className="text-destructive">
            {errorMessage(list.error, m.cred_list_failed())}
          </p>
        ) : list.data.credentials.length === 0 ? (
          <p className="text-muted-foreground">{m.cred_list_empty()}</p>
        ) : (
          <ul className="flex flex-col divide-y rounded-lg border">
            {list.data.credentials.map((c) => (
              <CredentialRow key={c.id} credential={c} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function CredentialRow({ credential: c }: { credential: AdminCredentialDto }) {
  const [revoking, setRevoking] = useState(false);
  const revoke = useRevokeCredential();
  return (
    <li className="flex flex-col gap-2 px-3 py-3 text-sm" aria-label={`${c.course}, ${c.hub}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1">
          <span className="block font-medium">
            <UserText>
              {c.holder.firstName} {c.holder.lastName}
            </UserText>
          </span>
          <span className="block text-muted-foreground">
            <UserText>
              {c.course}, {c.hub}
            </UserText>
            , {formatMonthYear(c.completedOn, { timeZone: 'UTC' })}
          </span>
        </span>
        {c.revoked && <Badge variant="destructive">{m.cred_revoked_badge()}</Badge>}
        <Link to={`/credentials/${c.id}`} className="underline underline-offset-2">
          {m.cred_view()}
        </Link>
        {!c.revoked && !revoking && (
          <Button variant="outline" size="sm" onClick={() => setRevoking(true)}>
            {m.cred_revoke()}
          </Button>
        )}
      </div>
      {c.revoked && c.revokedAt && (
        <p className="text-muted-foreground">
          {formatDate(c.revokedAt)}: <UserText>{c.revokedReason}</UserText>
        </p>
      )}
      {revoking && !c.revoked && (
        <ReasonForm
          label={m.cred_revoke_reason()}
          submit={m.cred_revoke_submit()}
          busy={revoke.isPending}
          onSubmit={(reason) =>
            revoke.mutate(
              { id: c.id, reason },
              {
                onSuccess: () => {
                  setRevoking(false);
                  notifySuccess(m.cred_revoked_done());
                },
                onError: (err) => notifyError(errorMessage(err, m.cred_revoke_failed())),
              },
            )
          }
        />
      )}
    </li>
  );
}
