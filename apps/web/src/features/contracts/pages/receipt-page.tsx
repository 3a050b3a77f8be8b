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
import { MILESTONE_STATUS_LABEL, personName } from '../format.ts';
import { hasReceipt, payout, receiptDate, receiptNumber } from '../receipt.ts';
import { Missing, SignInPrompt } from '../components/page-states.tsx';

/** /projects/:id/receipts/:milestoneId: a printable receipt for one milestone's payment. */
export default function ReceiptPage() {
  const { id = '', milestoneId = '' } = useParams();
  const { user, status } = useSession();
  const query = useContract(id, !!user);

  if (status === 'loading' || (user && query.isPending))
    return <Spinner className="py-20" label="Loading receipt..." />;
  if (!user) return <SignInPrompt>Sign in to see this receipt.</SignInPrompt>;
  if (query.isError || !query.data) {
    return (
      <Missing title="Contract not found" to="/projects" back="Back to My Projects">
        {errorMessage(query.error, 'It may not exist, or it is not yours.')}
      </Missing>
    );
  }
  const contract = query.data.contract;
  const milestone = contract.milestones.find((m) => m._id === milestoneId);
  if (!milestone || !hasReceipt(milestone)) {
    return (
      <Missing title="Receipt not found" to={`/projects/${contract._id}`} back="Back to the contract">
        {milestone
          ? 'This milestone has not been funded yet, so there is no payment to show.'
          : 'This contract has no such milestone.'}
      </Missing>
    );
  }
  return <Receipt contract={contract} milestone={milestone} />;
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

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
          <ArrowLeft className="rtl:-scale-x-100 h-4 w-4" aria-hidden="true" /> {c.title}
        </Link>
        <Button onClick={() => window.print()}>
          <Printer className="h-4 w-4" aria-hidden="true" /> Print
        </Button>
      </div>
      <Card className="flex flex-col gap-6 p-5 sm:p-8 print:border-0 print:p-0 print:shadow-none">
        <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-4">
          <div>
            <p className="text-lg font-bold text-primary">{PRODUCT_NAME}</p>
            <h1 className="text-2xl font-bold tracking-tight">Receipt</h1>
          </div>
          <dl className="text-sm sm:text-end">
            <dt className="text-muted-foreground">Receipt number</dt>
            <dd className="font-mono font-semibold">{number}</dd>
            {date && (
              <>
                <dt className="mt-1 text-muted-foreground">Date</dt>
                <dd>
                  <time dateTime={date}>{day(date)}</time>
                </dd>
              </>
            )}
          </dl>
        </header>

        {sandbox && <SandboxLabel />}

        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Item label="Contract">{c.title}</Item>
          <Item label="Milestone">
            {m.position}. {m.title}
          </Item>
          <Item label="Client">{personName(c.client)}</Item>
          <Item label="Freelancer">{personName(c.freelancer)}</Item>
          <Item label="Status">{MILESTONE_STATUS_LABEL[m.status]}</Item>
          <Item label="Currency">{m.currency}</Item>
        </dl>

        <table className="w-full text-sm">
          <caption className="sr-only">Payment</caption>
          <tbody className="[&_td]:py-2 [&_th]:py-2 [&_tr]:border-b">
            <Row label="Funded into escrow" when={m.fundedAt} value={money(m.amount)} />
            {(m.status === 'refunded' || m.status === 'split') && (
              <Row label="Refunded to the client" when={m.refundedAt} value={money(m.refundedAmount)} />
            )}
            {paid.paid > 0 && (
              <>
                <Row
                  label="Released to the freelancer"
                  when={m.releasedAt ?? m.refundedAt}
                  value={money(paid.paid)}
                />
                <Row label={`Platform fee (${c.feePercent}%)`} value={`− ${money(paid.fee)}`} />
                <Row label="Freelancer received" value={money(paid.net)} strong />
              </>
            )}
            {paid.paid === 0 && m.status !== 'refunded' && m.status !== 'split' && (
              <Row label="Held in escrow" value={money(m.amount)} strong />
            )}
          </tbody>
        </table>
        {paid.paid === 0 && m.status !== 'refunded' && m.status !== 'split' && (
          <p className="text-sm text-muted-foreground">
            The platform fee of {c.feePercent}% ({money(m.fee)}) is taken from the freelancer&apos;s side when
            the milestone is released; the freelancer then receives {money(m.net)}.
          </p>
        )}
        <p className="text-xs text-muted-foreground">
          Contract {c._id} · milestone {m._id}
        </p>
      </Card>
    </Page>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
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
      <td className="text-end tabular-nums">{value}</td>
    </tr>
  );
}
