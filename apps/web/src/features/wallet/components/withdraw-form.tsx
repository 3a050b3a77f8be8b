import { useState, type FormEvent } from 'react';
import { convertMinor, platformFee, toMinorUnits, type PayoutMethodDto, type WalletReply } from '@kt/shared';
import { Button } from '@/components/ui/button.tsx';
import { FieldError, Input, Label, Select } from '@/components/ui/input.tsx';
import { notifySuccess } from '@/lib/notify.ts';
import { useWithdraw } from '../api/wallet.ts';
import { m as msg } from '@/paraglide/messages.js';
import { railLabel } from '@/lib/i18n/rails.ts';
import { dateTime, ltr, money } from '../format.ts';
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
  // A dollar balance paid in rupees (PAYOUTS_PROVIDER=manual): converted at the day's rate, or paused.
  const fx = wallet.withdrawal.fx;
  const fxPaused = !!fx && (!fx.usable || !fx.rate);
  const fxRate = fx && fx.usable ? fx.rate : null;

  const review = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    const amount = toMinorUnits(amountText, currency);
    if (amount === undefined || amount <= 0) return setError(msg.wallet_enter_amount());
    if (amount < wallet.withdrawal.min)
      return setError(msg.wallet_smallest({ amount: ltr(money(wallet.withdrawal.min, currency)) }));
    if (amount > available) return setError(msg.wallet_too_much());
    if (!chosen) return setError(msg.wallet_choose_method());
    if (fxPaused) return setError(msg.wallet_fx_paused());
    const fee = platformFee(amount, wallet.withdrawal.feeBasisPoints[chosen.rail]).fee;
    setDraft({ amount, method: chosen, fee, key: crypto.randomUUID() });
  };

  const confirm = () => {
    if (!draft) return;
    withdraw.mutate(
      {
        amount: draft.amount,
        currency,
        payoutMethodId: draft.method._id,
        key: draft.key,
        ...(fxRate ? { fxRateId: fxRate._id } : {}),
      },
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
        title={msg.wallet_withdraw()}
        empty={methods.length === 0 ? msg.wallet_add_method_to_withdraw() : msg.wallet_method_waiting()}
      />
    );

  return (
    <Section title={msg.wallet_withdraw()}>
      {draft ? (
        <div className="grid gap-3" aria-live="polite">
          <h3 className="font-medium">{msg.wallet_confirm_title()}</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{msg.wallet_amount()}</dt>
            <dd className="tabular-nums">
              <bdi>{money(draft.amount, currency)}</bdi>
            </dd>
            <dt className="text-muted-foreground">{msg.wallet_fee()}</dt>
            <dd className="tabular-nums">
              <bdi>{money(draft.fee, currency)}</bdi>
            </dd>
            <dt className="text-muted-foreground">{msg.wallet_you_receive()}</dt>
            <dd className="font-semibold tabular-nums">
              <bdi>{money(draft.amount - draft.fee, currency)}</bdi>
            </dd>
            {fxRate ? (
              <>
                <dt className="text-muted-foreground">{msg.wallet_fx_rupees()}</dt>
                <dd className="font-semibold tabular-nums" data-testid="fx-rupees">
                  <bdi>{money(convertMinor(draft.amount - draft.fee, fxRate.rateMicros), 'PKR')}</bdi>
                </dd>
                <dt className="text-muted-foreground">{msg.wallet_fx_rate()}</dt>
                <dd data-testid="fx-rate">
                  {msg.wallet_fx_rate_line({
                    rate: ltr(fxRate.rate),
                    source: fxRate.source,
                    date: dateTime(fxRate.asOf),
                  })}
                </dd>
              </>
            ) : null}
            <dt className="text-muted-foreground">{msg.wallet_to()}</dt>
            <dd>
              {railLabel(draft.method.rail)} <bdi dir="ltr">{draft.method.account}</bdi> (
              <bdi data-user-content>{draft.method.holderName}</bdi>)
            </dd>
            <dt className="text-muted-foreground">{msg.wallet_arrives()}</dt>
            <dd data-user-content>{wallet.withdrawal.arrival}</dd>
          </dl>
          {wallet.withdrawal.reviewAbove !== null && draft.amount > wallet.withdrawal.reviewAbove ? (
            <p className="text-sm text-muted-foreground">{msg.wallet_review_note()}</p>
          ) : null}
          <FieldError message={error} />
          <div className="flex flex-wrap gap-2">
            <Button onClick={confirm} disabled={withdraw.isPending}>
              {withdraw.isPending ? msg.wallet_withdrawing_busy() : msg.wallet_confirm_withdrawal()}
            </Button>
            <Button
              variant="outline"
              onClick={() => (setDraft(undefined), setError(undefined))}
              disabled={withdraw.isPending}
            >
              {msg.wallet_back()}
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={review} className="grid gap-3" aria-label={msg.wallet_withdraw()}>
          <p className="text-sm text-muted-foreground">
            {msg.wallet_available_amount({ amount: ltr(money(available, currency)) })}
          </p>
          <div className="grid gap-1.5">
            <Label htmlFor="wd-amount">{msg.wallet_amount_cur({ currency })}</Label>
            <Input
              id="wd-amount"
              dir="ltr"
              inputMode="decimal"
              value={amountText}
              onChange={(e) => setAmountText(e.target.value)}
              placeholder="25.00"
              aria-invalid={!!error}
              aria-describedby={error ? 'wd-error' : undefined}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="wd-method">{msg.wallet_to()}</Label>
            <Select id="wd-method" value={chosen?._id ?? ''} onChange={(e) => setMethodId(e.target.value)}>
              {usable.map((m) => (
                <option key={m._id} value={m._id}>
                  {railLabel(m.rail)} {ltr(m.account)}
                </option>
              ))}
            </Select>
          </div>
          {fxPaused ? (
            <p role="status" className="text-sm text-destructive" data-testid="fx-paused">
              {msg.wallet_fx_paused()}
            </p>
          ) : null}
          <FieldError id="wd-error" message={error} />
          <Button type="submit" disabled={fxPaused}>
            {msg.wallet_review_withdrawal()}
          </Button>
        </form>
      )}
    </Section>
  );
}
