import { useState, type FormEvent } from 'react';
import {
  PAYOUT_RAIL_LABELS,
  platformFee,
  toMinorUnits,
  type PayoutMethodDto,
  type WalletReply,
} from '@kt/shared';
import { Button } from '@/components/ui/button.tsx';
import { FieldError, Input, Label, Select } from '@/components/ui/input.tsx';
import { notifySuccess } from '@/lib/notify.ts';
import { useWithdraw } from '../api/wallet.ts';
import { money } from '../format.ts';
import { Section } from './section.tsx';

type Draft = { amount: number; method: PayoutMethodDto; fee: number; key: string };

/** Amount and method, then a confirmation step that shows the fee, what arrives and when. */
export function WithdrawForm({ wallet, methods }: { wallet: WalletReply; methods: PayoutMethodDto[] }) {
  const withdraw = useWithdraw();
  const usable = methods.filter((m) => m.usable);
  const { currency, available } = wallet.wallet;
  const [amountText, setAmountText] = useState('');
  const [methodId, setMethodId] = useState('');
  const [error, setError] = useState<string>();
  const [draft, setDraft] = useState<Draft>();
  const chosen = usable.find((m) => m._id === methodId) ?? usable[0];

  const review = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    const amount = toMinorUnits(amountText, currency);
    if (amount === undefined || amount <= 0) return setError('Enter an amount such as 25.00');
    if (amount < wallet.withdrawal.min)
      return setError(`The smallest withdrawal is ${money(wallet.withdrawal.min, currency)}`);
    if (amount > available) return setError('You cannot withdraw more than your available balance');
    if (!chosen) return setError('Choose a payout method');
    const fee = platformFee(amount, wallet.withdrawal.feeBasisPoints[chosen.rail]).fee;
    setDraft({ amount, method: chosen, fee, key: crypto.randomUUID() });
  };

  const confirm = () => {
    if (!draft) return;
    withdraw.mutate(
      { amount: draft.amount, currency, payoutMethodId: draft.method._id, key: draft.key },
      {
        onSuccess: (r) => {
          notifySuccess(r.message);
          setDraft(undefined);
          setAmountText('');
        },
        onError: (err) => setError(err.message),
      },
    );
  };

  if (usable.length === 0)
    return (
      <Section
        title="Withdraw"
        empty={
          methods.length === 0
            ? 'Add a payout method to withdraw.'
            : 'Your payout method becomes usable after its waiting period.'
        }
      />
    );

  return (
    <Section title="Withdraw">
      {draft ? (
        <div className="grid gap-3" aria-live="polite">
          <h3 className="font-medium">Confirm your withdrawal</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Amount</dt>
            <dd className="tabular-nums">{money(draft.amount, currency)}</dd>
            <dt className="text-muted-foreground">Fee</dt>
            <dd className="tabular-nums">{money(draft.fee, currency)}</dd>
            <dt className="text-muted-foreground">You receive</dt>
            <dd className="font-semibold tabular-nums">{money(draft.amount - draft.fee, currency)}</dd>
            <dt className="text-muted-foreground">To</dt>
            <dd>
              {PAYOUT_RAIL_LABELS[draft.method.rail]} {draft.method.account} ({draft.method.holderName})
            </dd>
            <dt className="text-muted-foreground">Arrives</dt>
            <dd>{wallet.withdrawal.arrival}</dd>
          </dl>
          {wallet.withdrawal.reviewAbove !== null && draft.amount > wallet.withdrawal.reviewAbove ? (
            <p className="text-sm text-muted-foreground">
              An admin reviews withdrawals this large before they are paid.
            </p>
          ) : null}
          <FieldError message={error} />
          <div className="flex flex-wrap gap-2">
            <Button onClick={confirm} disabled={withdraw.isPending}>
              {withdraw.isPending ? 'Withdrawing...' : 'Confirm withdrawal'}
            </Button>
            <Button
              variant="outline"
              onClick={() => (setDraft(undefined), setError(undefined))}
              disabled={withdraw.isPending}
            >
              Back
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={review} className="grid gap-3" aria-label="Withdraw">
          <p className="text-sm text-muted-foreground">Available: {money(available, currency)}</p>
          <div className="grid gap-1.5">
            <Label htmlFor="wd-amount">Amount ({currency})</Label>
            <Input
              id="wd-amount"
              inputMode="decimal"
              value={amountText}
              onChange={(e) => setAmountText(e.target.value)}
              placeholder="25.00"
              aria-invalid={!!error}
              aria-describedby={error ? 'wd-error' : undefined}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="wd-method">To</Label>
            <Select id="wd-method" value={chosen?._id ?? ''} onChange={(e) => setMethodId(e.target.value)}>
              {usable.map((m) => (
                <option key={m._id} value={m._id}>
                  {PAYOUT_RAIL_LABELS[m.rail]} {m.account}
                </option>
              ))}
            </Select>
          </div>
          <FieldError id="wd-error" message={error} />
          <Button type="submit">Review withdrawal</Button>
        </form>
      )}
    </Section>
  );
}
