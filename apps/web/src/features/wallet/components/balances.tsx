import type { WalletReply } from '@kt/shared';
import { Card } from '@/components/ui/card.tsx';
import { day, money } from '../format.ts';
import { Section } from './section.tsx';

/** The balances and the exact day each pending amount becomes available. */
export function Balances({ data }: { data: WalletReply }) {
  const w = data.wallet;
  const tiles = [
    { label: 'Available', value: w.available, hint: 'Ready to withdraw' },
    { label: 'Pending', value: w.pending, hint: 'Released, on hold until the dates below' },
    { label: 'Withdrawing', value: w.withdrawing, hint: 'On its way to your account' },
    { label: 'In escrow', value: w.inEscrow, hint: 'Paid into your contracts, not yet released' },
    { label: 'Total earned', value: w.totalEarned, hint: 'Released to you, after fees' },
    { label: 'Total spent', value: w.totalSpent, hint: 'Paid into escrow, less refunds' },
  ];
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {tiles.map((t) => (
          <Card key={t.label} className="p-4">
            <dt className="text-sm text-muted-foreground">{t.label}</dt>
            <dd className="text-xl font-semibold tabular-nums sm:text-2xl" data-testid={`balance-${t.label}`}>
              {money(t.value, w.currency)}
            </dd>
            <dd className="mt-1 text-xs text-muted-foreground">{t.hint}</dd>
          </Card>
        ))}
      </dl>
      <Section title="Upcoming availability" empty={data.upcoming.length === 0 && 'Nothing on hold.'}>
        <ul className="divide-y">
          {data.upcoming.map((u, i) => (
            <li key={i} className="flex justify-between gap-4 py-2 text-sm">
              <span className="font-medium tabular-nums">{money(u.amount, w.currency)}</span>
              <span>available on {day(u.availableAt)}</span>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
