import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Printer } from 'lucide-react';
import { formatMoney, type ContractDto, type MilestoneDto } from '@kt/shared';
import { PRODUCT_NAME } from '@kt/shared/brand';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Page } from '@/components/ui/page.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api.ts';
import { useSession } from '@/lib/session.tsx';
import { useContract } from '../api/contracts.ts';
import { SandboxLabel } from '../components/sandbox-label.tsx';
import { m as msg } from '@/paraglide/messages.js';
import { dayLong, ltr, milestoneStatusLabel, personName } from '../format.ts';
import { hasReceipt, payout, receiptDate, receiptNumber } from '../receipt.ts';
import { Missing, SignInPrompt } from '../components/page-states.tsx';

/** /projects/:id/receipts/:milestoneId: a printable receipt for one milestone's payment. */
export default function ReceiptPage() {
  const { id = '', milestoneId = '' } = useParams();
  const { user, status } = useSession();
  const query = useContract(id, !!user);

  if (status === 'loading' || (user && query.isPending))
    return <Spinner className="py-20" label={msg.contracts_loading_receipt()} />;
  if (!user) return <SignInPrompt>{msg.contracts_sign_in_receipt()}</SignInPrompt>;
  if (query.isError || !query.data) {
    return (
      <Missing title={msg.contracts_not_found()} to="/projects" back={msg.contracts_back_projects()}>
        {errorMessage(query.error, msg.contracts_not_yours())}
      </Missing>
    );
  }
  const contract = query.data.contract;
  const milestone = contract.milestones.find((m) => m._id === milestoneId);
  if (!milestone || !hasReceipt(milestone)) {
    return (
      <Missing
        title={msg.contracts_receipt_not_found()}
        to={`/projects/${contract._id}`}
        back={msg.contracts_back_contract()}
      >
        {milestone ? msg.contracts_not_funded_yet() : msg.contracts_no_such_milestone()}
      </Missing>
    );
  }
  return <Receipt contract={contract} milestone={milestone} />;
}

const day = dayLong;

function Receipt({ contract: c, milestone: m }: { contract: ContractDto; milestone: MilestoneDto }) {
  const money = (n: number) => formatMoney(n, m.currency);
  const number = receiptNumber(m);
  const date = receiptDate(m);
  const paid = payout(c, m);
  const sandbox = c.paymentsProvider === 'sandbox';
  return (
    <Page className="flex max-w-2xl flex-col gap-4 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link
          to={`/projects/${c._id}`}
          className="flex items-center gap-1 text-sm text-muted-foreground hover:underline"
        >
          <ArrowLeft className="rtl:-scale-x-100 h-4 w-4" aria-hidden="true" />{' '}
          <span data-user-content>{c.title}</span>
        </Link>
        <Button onClick={() => window.print()}>
          <Printer className="h-4 w-4" aria-hidden="true" /> {msg.contracts_print()}
        </Button>
      </div>
      <Card className="flex flex-col gap-6 p-5 sm:p-8 print:border-0 print:p-0 print:shadow-none">
        <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-4">
          <div>
            <p className="text-lg font-bold text-primary">{PRODUCT_NAME}</p>
            <h1 className="text-2xl font-bold tracking-tight">{msg.contracts_receipt()}</h1>
          </div>
          <dl className="text-sm sm:text-end">
            <dt className="text-muted-foreground">{msg.contracts_receipt_number()}</dt>
            <dd className="font-mono font-semibold" dir="ltr">
              {number}
            </dd>
            {date && (
              <>
                <dt className="mt-1 text-muted-foreground">{msg.contracts_date()}</dt>
                <dd>
                  <time dateTime={date}>{day(date)}</time>
                </dd>
              </>
            )}
          </dl>
        </header>

        {sandbox && <SandboxLabel />}

        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Item label={msg.contracts_contract()} user>
            {c.title}
          </Item>
          <Item label={msg.contracts_milestone()} user>
            {m.position}. {m.title}
          </Item>
          <Item label={msg.contracts_client()} user>
            {personName(c.client)}
          </Item>
          <Item label={msg.contracts_freelancer()} user>
            {personName(c.freelancer)}
          </Item>
          <Item label={msg.contracts_status()}>{milestoneStatusLabel(m.status)}</Item>
          <Item label={msg.contracts_currency()} user>
            {m.currency}
          </Item>
        </dl>

        <table className="w-full text-sm">
          <caption className="sr-only">{msg.contracts_payment()}</caption>
          <tbody className="[&_td]:py-2 [&_th]:py-2 [&_tr]:border-b">
            <Row label={msg.contracts_funded_escrow()} when={m.fundedAt} value={money(m.amount)} />
            {(m.status === 'refunded' || m.status === 'split') && (
              <Row
                label={msg.contracts_refunded_client()}
                when={m.refundedAt}
                value={money(m.refundedAmount)}
              />
            )}
            {paid.paid > 0 && (
              <>
                <Row
                  label={msg.contracts_released_freelancer()}
                  when={m.releasedAt ?? m.refundedAt}
                  value={money(paid.paid)}
                />
                <Row
                  label={msg.contracts_platform_fee_pct({ percent: c.feePercent })}
                  value={`− ${money(paid.fee)}`}
                />
                <Row label={msg.contracts_freelancer_received()} value={money(paid.net)} strong />
              </>
            )}
            {paid.paid === 0 && m.status !== 'refunded' && m.status !== 'split' && (
              <Row label={msg.contracts_held_escrow()} value={money(m.amount)} strong />
            )}
          </tbody>
        </table>
        {paid.paid === 0 && m.status !== 'refunded' && m.status !== 'split' && (
          <p className="text-sm text-muted-foreground">
            {msg.contracts_fee_note({
              percent: c.feePercent,
              fee: ltr(money(m.fee)),
              net: ltr(money(m.net)),
            })}
          </p>
        )}
        <p className="text-xs text-muted-foreground">
          {msg.contracts_ids({ contract: ltr(c._id), milestone: ltr(m._id) })}
        </p>
      </Card>
    </Page>
  );
}

function Item({ label, user, children }: { label: string; user?: boolean; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words" data-user-content={user ? '' : undefined}>
        {children}
      </dd>
    </div>
  );
}

function Row({
  label,
  value,
  when,
  strong,
}: {
  label: string;
  value: string;
  when?: string | null;
  strong?: boolean;
}) {
  return (
    <tr className={strong ? 'font-semibold' : undefined}>
      <th scope="row" className="text-start font-normal">
        <span className={strong ? 'font-semibold' : undefined}>{label}</span>
        {when && <span className="block text-xs text-muted-foreground">{day(when)}</span>}
      </th>
      <td className="text-end tabular-nums">
        <bdi>{value}</bdi>
      </td>
    </tr>
  );
}
