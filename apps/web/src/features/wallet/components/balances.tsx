import type { WalletReply } from '@kt/shared';
import { Card } from '@/components/ui/card.tsx';
import { m } from '@/paraglide/messages.js';
import { day, money } from '../format.ts';
import { Section } from './section.tsx';

/** The balances and the exact day each pending amount becomes available. */
export function Balances({ data }: { data: WalletReply }) {
  const w = data.wallet;
  const tiles = [
    { id: 'Available', label: m.wallet_available(), value: w.available, hint: m.wallet_available_hint() },
    { id: 'Pending', label: m.wallet_pending(), value: w.pending, hint: m.wallet_pending_hint() },
    {
      id: 'Withdrawing',
      label: m.wallet_withdrawing(),
      value: w.withdrawing,
      hint: m.wallet_withdrawing_hint(),
    },
    { id: 'In escrow', label: m.wallet_in_escrow(), value: w.inEscrow, hint: m.wallet_in_escrow_hint() },
    {
      id: 'Total earned',
      label: m.wallet_total_earned(),
      value: w.totalEarned,
      hint: m.wallet_total_earned_hint(),
    },
    {
      id: 'Total spent',
      label: m.wallet_total_spent(),
      value: w.totalSpent,
      hint: m.wallet_total_spent_hint(),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {tiles.map((t) => (
          <Card key={t.id} className="p-4">
            <dt className="text-sm text-muted-foreground">{t.label}</dt>
            <dd className="text-xl font-semibold tabular-nums sm:text-2xl" data-testid={`balance-${t.id}`}>
              <bdi>{money(t.value, w.currency)}</bdi>
            </dd>
            <dd className="mt-1 text-xs text-muted-foreground">{t.hint}</dd>
          </Card>
        ))}
      </dl>
      <Section title={m.wallet_upcoming()} empty={data.upcoming.length === 0 && m.wallet_nothing_on_hold()}>
        <ul className="divide-y">
          {data.upcoming.map((u, i) => (
            <li key={i} className="flex justify-between gap-4 py-2 text-sm">
              <bdi className="font-medium tabular-nums">{money(u.amount, w.currency)}</bdi>
              <span>{m.wallet_available_on({ date: day(u.availableAt) })}</span>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
