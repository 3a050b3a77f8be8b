import { useState, type FormEvent } from 'react';
import { PAYOUT_RAILS, PAYOUT_RAIL_LABELS, type PayoutMethodDto, type PayoutRail } from '@kt/shared';
import { Button } from '@/components/ui/button.tsx';
import { FieldError, Input, Label, Select } from '@/components/ui/input.tsx';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useAddPayoutMethod, useRemovePayoutMethod } from '../api/wallet.ts';
import { day } from '../format.ts';
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
    <form onSubmit={submit} className="mt-4 grid gap-3 border-t pt-4" aria-label="Add a payout method">
      <div className="grid gap-1.5">
        <Label htmlFor="pm-rail">Method</Label>
        <Select id="pm-rail" value={rail} onChange={(e) => setRail(e.target.value as PayoutRail)}>
          {PAYOUT_RAILS.map((r) => (
            <option key={r} value={r}>
              {PAYOUT_RAIL_LABELS[r]}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="pm-account">{rail === 'bank' ? 'IBAN' : 'Mobile account number'}</Label>
        <Input
          id="pm-account"
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
        <Label htmlFor="pm-holder">Account holder's name</Label>
        <Input
          id="pm-holder"
          value={holderName}
          onChange={(e) => setHolderName(e.target.value)}
          autoComplete="name"
        />
      </div>
      <FieldError id="pm-error" message={error} />
      <p className="text-xs text-muted-foreground">
        For your safety a new method can be used only after a waiting period, and we e-mail you when one is
        added.
      </p>
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? 'Adding...' : 'Add payout method'}
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
    <Section title="Payout methods" loading={props.loading} error={props.error}>
      {methods.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No payout methods yet. Add JazzCash, Easypaisa or a bank account.
        </p>
      ) : (
        <ul className="divide-y" aria-label="Your payout methods">
          {methods.map((m) => (
            <li key={m._id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div>
                <p className="font-medium">
                  {PAYOUT_RAIL_LABELS[m.rail]} {m.account}
                </p>
                <p className="text-muted-foreground">
                  {m.holderName} · {m.usable ? 'Ready to use' : `Usable from ${day(m.usableAt)}`}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={remove.isPending}
                aria-label={`Remove ${PAYOUT_RAIL_LABELS[m.rail]} ${m.account}`}
                onClick={() =>
                  remove.mutate(m._id, {
                    onSuccess: () => notifySuccess('Payout method removed'),
                    onError: (err) => notifyError(err.message),
                  })
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AddMethodForm />
    </Section>
  );
}
