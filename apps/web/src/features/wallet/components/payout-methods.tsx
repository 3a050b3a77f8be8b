import { useState, type FormEvent } from 'react';
import { PAYOUT_RAILS, type PayoutMethodDto, type PayoutRail } from '@kt/shared';
import { Button } from '@/components/ui/button.tsx';
import { FieldError, Input, Label, Select } from '@/components/ui/input.tsx';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useAddPayoutMethod, useRemovePayoutMethod } from '../api/wallet.ts';
import { m as msg } from '@/paraglide/messages.js';
import { railLabel } from '@/lib/i18n/rails.ts';
import { day, ltr } from '../format.ts';
import { Section } from './section.tsx';

function AddMethodForm() {
  const add = useAddPayoutMethod();
  const [rail, setRail] = useState<PayoutRail>('jazzcash');
  const [account, setAccount] = useState('');
  const [holderName, setHolderName] = useState('');
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    add.mutate(
      { rail, account, holderName },
      {
        onSuccess: (r) => {
          notifySuccess(r.message);
          setAccount('');
          setHolderName('');
        },
        onError: (err) => setError(err.message),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="mt-4 grid gap-3 border-t pt-4"
      aria-label={msg.wallet_add_method_label()}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="pm-rail">{msg.wallet_method()}</Label>
        <Select id="pm-rail" value={rail} onChange={(e) => setRail(e.target.value as PayoutRail)}>
          {PAYOUT_RAILS.map((r) => (
            <option key={r} value={r}>
              {railLabel(r)}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="pm-account">
          {rail === 'bank' ? msg.wallet_iban() : msg.wallet_mobile_account()}
        </Label>
        <Input
          id="pm-account"
          dir="ltr"
          value={account}
          onChange={(e) => setAccount(e.target.value)}
          placeholder={rail === 'bank' ? 'PK36 SCBL 0000 0011 2345 6702' : '03001234567'}
          inputMode={rail === 'bank' ? 'text' : 'numeric'}
          autoComplete="off"
          aria-invalid={!!error}
          aria-describedby={error ? 'pm-error' : undefined}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="pm-holder">{msg.wallet_holder_name()}</Label>
        <Input
          id="pm-holder"
          value={holderName}
          onChange={(e) => setHolderName(e.target.value)}
          autoComplete="name"
        />
      </div>
      <FieldError id="pm-error" message={error} />
      <p className="text-xs text-muted-foreground">{msg.wallet_safety_note()}</p>
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? msg.wallet_adding() : msg.wallet_add_method()}
      </Button>
    </form>
  );
}

export function PayoutMethods(props: {
  methods: PayoutMethodDto[] | undefined;
  loading: boolean;
  error: boolean;
}) {
  const remove = useRemovePayoutMethod();
  const methods = props.methods ?? [];
  return (
    <Section title={msg.wallet_payout_methods()} loading={props.loading} error={props.error}>
      {methods.length === 0 ? (
        <p className="text-sm text-muted-foreground">{msg.wallet_no_methods()}</p>
      ) : (
        <ul className="divide-y" aria-label={msg.wallet_your_methods()}>
          {methods.map((m) => (
            <li key={m._id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div>
                <p className="font-medium">
                  {railLabel(m.rail)} <bdi dir="ltr">{m.account}</bdi>
                </p>
                <p className="text-muted-foreground">
                  <span data-user-content>{m.holderName}</span> ·{' '}
                  {m.usable ? msg.wallet_ready_to_use() : msg.wallet_usable_from({ date: day(m.usableAt) })}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={remove.isPending}
                aria-label={msg.wallet_remove_method({ method: railLabel(m.rail), account: ltr(m.account) })}
                onClick={() =>
                  remove.mutate(m._id, {
                    onSuccess: () => notifySuccess(msg.wallet_method_removed()),
                    onError: (err) => notifyError(err.message),
                  })
                }
              >
                {msg.wallet_remove()}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AddMethodForm />
    </Section>
  );
}
