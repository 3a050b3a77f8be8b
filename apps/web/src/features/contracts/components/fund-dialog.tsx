import { useState } from 'react';
import {
  formatMoney,
  platformFee,
  type MilestoneDto,
  type PaymentMethod,
  type PaymentMethodDto,
} from '@kt/shared';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { m as msg } from '@/paraglide/messages.js';
import { ltr } from '../format.ts';

/** What the client pays with a method: the milestone's amount plus the method's card fee, if any. */
export function checkoutAmounts(amount: number, method: PaymentMethodDto | undefined) {
  const fee = method ? platformFee(amount, method.feeBasisPoints).fee : 0;
  return { fee, total: amount + fee };
}

/**
 * The question before a milestone is funded (issue 34: money never moves on one click): the amount,
 * the methods configured for the contract's currency (issue 31) with any card fee, and the
 * provider's name on the confirm button. The first method is chosen until the client picks another.
 */
export function FundDialog({
  open,
  onOpenChange,
  milestone: m,
  methods,
  busy,
  onFund,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  milestone: MilestoneDto;
  methods: PaymentMethodDto[];
  busy: boolean;
  onFund: (method: PaymentMethod) => Promise<unknown>;
}) {
  const [picked, setPicked] = useState<PaymentMethod>();
  const chosen = methods.find((x) => x.method === picked) ?? methods[0];
  const money = (n: number) => ltr(formatMoney(n, m.currency));
  const { fee, total } = checkoutAmounts(m.amount, chosen);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(o) => {
        if (!o) setPicked(undefined);
        onOpenChange(o);
      }}
      busy={busy}
      title={msg.contracts_confirm_fund_title({ amount: money(m.amount) })}
      description={msg.contracts_confirm_fund_text({ amount: money(m.amount) })}
      confirmLabel={
        chosen
          ? msg.contracts_pay_with({ amount: money(total), provider: chosen.name })
          : msg.contracts_fund({ amount: money(m.amount) })
      }
      confirmDisabled={!chosen}
      onConfirm={() => (chosen ? onFund(chosen.method) : Promise.resolve())}
    >
      {!chosen ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {msg.contracts_no_method({ currency: m.currency })}
        </p>
      ) : (
        <div className="mt-4 flex flex-col gap-3 text-sm">
          {methods.length > 1 && (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 font-medium">{msg.contracts_choose_method()}</legend>
              {methods.map((x) => {
                const xFee = checkoutAmounts(m.amount, x).fee;
                return (
                  <label
                    key={x.method}
                    className="flex cursor-pointer items-start gap-2 rounded-md border p-2 has-[:checked]:border-primary"
                  >
                    <input
                      type="radio"
                      name={`fund-method-${m._id}`}
                      value={x.method}
                      checked={x.method === chosen.method}
                      onChange={() => setPicked(x.method)}
                      className="mt-1"
                    />
                    <span className="flex flex-col">
                      <span lang="en">{x.name}</span>
                      {!x.real && (
                        <span className="text-muted-foreground">{msg.contracts_sandbox_method()}</span>
                      )}
                      {xFee > 0 && (
                        <span className="text-muted-foreground">
                          {msg.contracts_card_fee({ amount: money(xFee) })}
                        </span>
                      )}
                    </span>
                  </label>
                );
              })}
            </fieldset>
          )}
          {fee > 0 && (
            <p className="font-medium">
              <bdi>{money(m.amount)}</bdi> {msg.contracts_card_fee({ amount: money(fee) })}
            </p>
          )}
          {chosen.real ? (
            <p className="text-muted-foreground">{msg.contracts_provider_page({ provider: chosen.name })}</p>
          ) : (
            <p className="text-muted-foreground">{msg.contracts_sandbox_method()}</p>
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
