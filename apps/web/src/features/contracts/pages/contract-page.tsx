import { useState, type ReactNode } from 'react';
import { withUserText } from '@/lib/i18n/user-text.tsx';
import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, X } from 'lucide-react';
import { PausedLine } from '@/components/paused-line.tsx';
import { formatMoney, toMinorUnits, type ContractDto, type MilestoneDto } from '@kt/shared';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useSession } from '@/lib/session.tsx';
import { useContract, useContractStep, type StepInput, type StepReply } from '../api/contracts.ts';
import { MilestoneCard } from '../components/milestone-card.tsx';
import { ConfirmButton } from '@/components/confirm-dialog.tsx';
import { SandboxLabel } from '../components/sandbox-label.tsx';
import { m } from '@/paraglide/messages.js';
import { contractStatusLabel, dateTime, dayInWords, ltr, personName } from '../format.ts';
import { ServerText } from '@/components/server-text.tsx';
import { Missing, SignInPrompt } from '../components/page-states.tsx';

/** What another feature shows on an ended contract (the app layer passes the reviews card). */
export type ReviewSlot = (contract: ContractDto) => ReactNode;
/** What another feature shows under a milestone (the app layer passes the dispute thread). */
export type MilestoneSlot = (contract: ContractDto, milestone: MilestoneDto) => ReactNode;

/** /projects/:id: the contract as one of its parties (or an admin) sees it. */
export default function ContractPage({
  reviewSlot,
  milestoneSlot,
}: {
  reviewSlot?: ReviewSlot;
  milestoneSlot?: MilestoneSlot;
}) {
  const { id = '' } = useParams();
  const { user, status } = useSession();
  const query = useContract(id, !!user);
  const step = useContractStep(id);

  const run = async (s: StepInput): Promise<StepReply | null> => {
    try {
      const res = await step.mutateAsync(s);
      notifySuccess(res.message);
      return res;
    } catch (err) {
      notifyError(errorMessage(err, m.contracts_step_failed()));
      return null;
    }
  };

  if (status === 'loading' || (user && query.isPending))
    return <Spinner className="py-20" label={m.contracts_loading_contract()} />;
  if (!user) return <SignInPrompt>{m.contracts_sign_in_contract()}</SignInPrompt>;
  if (query.isError || !query.data) {
    return (
      <Missing title={m.contracts_not_found()} to="/projects" back={m.contracts_back_projects()}>
        {errorMessage(query.error, m.contracts_not_yours())}
      </Missing>
    );
  }
  return (
    <ContractView
      contract={query.data.contract}
      userId={user._id}
      busy={step.isPending}
      run={run}
      reviewSlot={reviewSlot}
      milestoneSlot={milestoneSlot}
    />
  );
}

function ContractView({
  contract: c,
  userId,
  busy,
  run,
  reviewSlot,
  milestoneSlot,
}: {
  contract: ContractDto;
  userId: string;
  busy: boolean;
  run: (s: StepInput) => Promise<StepReply | null>;
  reviewSlot?: ReviewSlot | undefined;
  milestoneSlot?: MilestoneSlot | undefined;
}) {
  const viewer = c.client._id === userId ? 'client' : c.freelancer._id === userId ? 'freelancer' : 'admin';
  const money = (n: number) => formatMoney(n, c.currency);
  const path = (action: string) => `/api/contracts/${c._id}/${action}`;
  const other = viewer === 'client' ? c.freelancer : c.client;
  return (
    <Page className="flex max-w-4xl flex-col gap-6">
      <Link to="/projects" className="flex items-center gap-1 text-sm text-muted-foreground hover:underline">
        <ArrowLeft className="rtl:-scale-x-100 h-4 w-4" aria-hidden="true" /> {m.contracts_my_projects()}
      </Link>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <PageTitle className="break-words">
            <span data-user-content>{c.title}</span>
          </PageTitle>
          <Badge>{contractStatusLabel(c.status, viewer)}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {m.contracts_client()}{' '}
          <Link className="underline" data-user-content to={`/u/${c.client._id}`}>
            {personName(c.client)}
          </Link>{' '}
          · {m.contracts_freelancer()}{' '}
          <Link className="underline" data-user-content to={`/u/${c.freelancer._id}`}>
            {personName(c.freelancer)}
          </Link>
          {viewer !== 'admin' &&
            withUserText((name) => m.contracts_you_work_with({ name }), personName(other))}
        </p>
        <p className="whitespace-pre-line break-words" data-user-content>
          {c.description}
        </p>
      </header>

      <PausedLine paused={c.paused} />
      <PaymentOutcome />

      {c.status === 'offered' && (
        <Card className="flex flex-col gap-3 p-4">
          <p>
            {m.contracts_offer_of({ amount: ltr(money(c.total)), percent: c.feePercent })}
            {c.offerExpiresAt && m.contracts_offer_expires({ date: dayInWords(c.offerExpiresAt) })}
          </p>
          <div className="flex flex-wrap gap-2">
            {viewer === 'freelancer' && (
              <>
                <Button disabled={busy} onClick={() => void run({ path: path('accept') })}>
                  {m.contracts_accept_offer()}
                </Button>
                <Button variant="outline" disabled={busy} onClick={() => void run({ path: path('decline') })}>
                  {m.contracts_decline()}
                </Button>
              </>
            )}
            {viewer === 'client' && (
              <Button variant="outline" disabled={busy} onClick={() => void run({ path: path('withdraw') })}>
                {m.contracts_withdraw_offer()}
              </Button>
            )}
          </div>
        </Card>
      )}

      <Card className="grid grid-cols-2 gap-3 p-4 text-sm sm:grid-cols-4" aria-label={m.contracts_totals()}>
        <Total label={m.contracts_funded()} value={money(c.totals.funded)} />
        <Total label={m.contracts_in_escrow()} value={money(c.totals.inEscrow)} />
        <Total label={m.contracts_released()} value={money(c.totals.released)} />
        <Total label={m.contracts_refunded()} value={money(c.totals.refunded)} />
      </Card>
      {c.status === 'active' && c.paymentMethods.some((x) => !x.real) && <SandboxLabel />}

      <section className="flex flex-col gap-3" aria-labelledby="milestones-title">
        <h2 id="milestones-title" className="text-lg font-semibold">
          {m.contracts_milestones()}
        </h2>
        {c.milestones.map((ms) => (
          <MilestoneCard
            key={ms._id}
            contract={c}
            milestone={ms}
            viewer={viewer}
            busy={busy}
            run={run}
            extra={milestoneSlot?.(c, ms)}
          />
        ))}
        {viewer === 'client' && c.status === 'active' && <AddMilestone contract={c} busy={busy} run={run} />}
      </section>

      {c.status === 'active' && viewer !== 'admin' && (
        <div>
          <ConfirmButton
            trigger={(open) => (
              <Button variant="outline" disabled={busy} onClick={open}>
                {m.contracts_end_contract()}
              </Button>
            )}
            title={m.contracts_confirm_end_title()}
            description={m.contracts_confirm_end_text({ released: ltr(money(c.totals.released)) })}
            confirmLabel={m.contracts_end_contract()}
            busy={busy}
            onConfirm={() => run({ path: path('end') })}
          />
        </div>
      )}

      {c.status === 'completed' && viewer !== 'admin' && reviewSlot?.(c)}

      <section className="flex flex-col gap-2" aria-labelledby="activity-title">
        <h2 id="activity-title" className="text-lg font-semibold">
          {m.contracts_activity()}
        </h2>
        <ol className="flex flex-col gap-2 text-sm">
          {c.activity.map((a) => (
            <li key={a._id} className="flex flex-col border-s-2 ps-3">
              <span className="break-words">
                <ServerText text={a.message} />
              </span>
              <time className="text-xs text-muted-foreground" dateTime={a.createdAt}>
                {dateTime(a.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      </section>
    </Page>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className="text-muted-foreground">{label}</p>
      <p className="font-semibold">
        <bdi>{value}</bdi>
      </p>
    </div>
  );
}

function AddMilestone({
  contract,
  busy,
  run,
}: {
  contract: ContractDto;
  busy: boolean;
  run: (s: StepInput) => Promise<StepReply | null>;
}) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [amount, setAmount] = useState('');
  if (!open) {
    return (
      <Button variant="outline" className="self-start" onClick={() => setOpen(true)}>
        {m.contracts_add_milestone()}
      </Button>
    );
  }
  const submit = async () => {
    const minor = toMinorUnits(amount, contract.currency);
    if (!title.trim() || minor === undefined) return notifyError(m.contracts_title_amount_needed());
    if (
      await run({
        path: `/api/contracts/${contract._id}/milestones`,
        body: { title: title.trim(), amount: minor },
      })
    ) {
      setOpen(false);
      setTitle('');
      setAmount('');
    }
  };
  return (
    <Card className="grid gap-3 p-4 sm:grid-cols-[1fr_9rem_auto] sm:items-end">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="new-m-title">{m.contracts_new_milestone_title()}</Label>
        <Input id="new-m-title" value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="new-m-amount">{m.contracts_amount_cur({ currency: contract.currency })}</Label>
        <Input
          id="new-m-amount"
          dir="ltr"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </div>
      <Button disabled={busy} onClick={() => void submit()}>
        {m.contracts_add()}
      </Button>
    </Card>
  );
}

/** The provider's return lands here with `?payment=<outcome>` (issue 31): what became of the payment. */
const OUTCOMES = {
  funded: {
    text: () => m.contracts_payment_funded(),
    tone: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  },
  pending: { text: () => m.contracts_payment_pending(), tone: 'border-amber-300 bg-amber-50 text-amber-900' },
  returned: {
    text: () => m.contracts_payment_returned(),
    tone: 'border-amber-300 bg-amber-50 text-amber-900',
  },
  failed: {
    text: () => m.contracts_payment_failed(),
    tone: 'border-destructive/50 bg-destructive/5 text-destructive',
  },
  cancelled: {
    text: () => m.contracts_payment_cancelled(),
    tone: 'border-amber-300 bg-amber-50 text-amber-900',
  },
  invalid: {
    text: () => m.contracts_payment_invalid(),
    tone: 'border-destructive/50 bg-destructive/5 text-destructive',
  },
} as const;

function PaymentOutcome() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('payment');
  if (!outcome || !(outcome in OUTCOMES)) return null;
  const { text, tone } = OUTCOMES[outcome as keyof typeof OUTCOMES];
  return (
    <div
      role="status"
      className={`flex items-start justify-between gap-3 rounded-md border px-3 py-2 text-sm ${tone}`}
    >
      <p>{text()}</p>
      <button
        type="button"
        className="rounded-md p-1 hover:bg-black/5"
        aria-label={m.common_close()}
        onClick={() =>
          setParams(
            (p) => {
              p.delete('payment');
              return p;
            },
            { replace: true },
          )
        }
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
