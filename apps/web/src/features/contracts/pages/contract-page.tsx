import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
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
import { useContract, useContractStep, type StepInput } from '../api/contracts.ts';
import { MilestoneCard } from '../components/milestone-card.tsx';
import { SandboxLabel } from '../components/sandbox-label.tsx';
import { CONTRACT_STATUS_LABEL, dateTime, dayInWords, personName } from '../format.ts';
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

  const run = async (s: StepInput) => {
    try {
      const res = await step.mutateAsync(s);
      notifySuccess(res.message);
      return true;
    } catch (err) {
      notifyError(errorMessage(err, 'That did not work. Please try again.'));
      return false;
    }
  };

  if (status === 'loading' || (user && query.isPending))
    return <Spinner className="py-20" label="Loading contract..." />;
  if (!user) return <SignInPrompt>Sign in to see this contract.</SignInPrompt>;
  if (query.isError || !query.data) {
    return (
      <Missing title="Contract not found" to="/projects" back="Back to My Projects">
        {errorMessage(query.error, 'It may not exist, or it is not yours.')}
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
  run: (s: StepInput) => Promise<boolean>;
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
        <ArrowLeft className="rtl:-scale-x-100 h-4 w-4" aria-hidden="true" /> My Projects
      </Link>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <PageTitle className="break-words">{c.title}</PageTitle>
          <Badge>{CONTRACT_STATUS_LABEL[c.status]}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          Client{' '}
          <Link className="underline" to={`/u/${c.client._id}`}>
            {personName(c.client)}
          </Link>{' '}
          · Freelancer{' '}
          <Link className="underline" to={`/u/${c.freelancer._id}`}>
            {personName(c.freelancer)}
          </Link>
          {viewer !== 'admin' && ` · you work with ${personName(other)}`}
        </p>
        <p className="whitespace-pre-line break-words">{c.description}</p>
      </header>

      {c.status === 'offered' && (
        <Card className="flex flex-col gap-3 p-4">
          <p>
            Offer of {money(c.total)}; platform fee {c.feePercent}% from the freelancer&apos;s side.
            {c.offerExpiresAt && ` It expires on ${dayInWords(c.offerExpiresAt)}.`}
          </p>
          <div className="flex flex-wrap gap-2">
            {viewer === 'freelancer' && (
              <>
                <Button disabled={busy} onClick={() => void run({ path: path('accept') })}>
                  Accept offer
                </Button>
                <Button variant="outline" disabled={busy} onClick={() => void run({ path: path('decline') })}>
                  Decline
                </Button>
              </>
            )}
            {viewer === 'client' && (
              <Button variant="outline" disabled={busy} onClick={() => void run({ path: path('withdraw') })}>
                Withdraw offer
              </Button>
            )}
          </div>
        </Card>
      )}

      <Card className="grid grid-cols-2 gap-3 p-4 text-sm sm:grid-cols-4" aria-label="Totals">
        <Total label="Funded" value={money(c.totals.funded)} />
        <Total label="In escrow" value={money(c.totals.inEscrow)} />
        <Total label="Released" value={money(c.totals.released)} />
        <Total label="Refunded" value={money(c.totals.refunded)} />
      </Card>
      {viewer === 'client' && c.status === 'active' && <SandboxLabel />}

      <section className="flex flex-col gap-3" aria-labelledby="milestones-title">
        <h2 id="milestones-title" className="text-lg font-semibold">
          Milestones
        </h2>
        {c.milestones.map((m) => (
          <MilestoneCard
            key={m._id}
            contract={c}
            milestone={m}
            viewer={viewer}
            busy={busy}
            run={run}
            extra={milestoneSlot?.(c, m)}
          />
        ))}
        {viewer === 'client' && c.status === 'active' && <AddMilestone contract={c} busy={busy} run={run} />}
      </section>

      {c.status === 'active' && viewer !== 'admin' && (
        <div>
          <Button variant="outline" disabled={busy} onClick={() => void run({ path: path('end') })}>
            End contract
          </Button>
        </div>
      )}

      {c.status === 'completed' && viewer !== 'admin' && reviewSlot?.(c)}

      <section className="flex flex-col gap-2" aria-labelledby="activity-title">
        <h2 id="activity-title" className="text-lg font-semibold">
          Activity
        </h2>
        <ol className="flex flex-col gap-2 text-sm">
          {c.activity.map((a) => (
            <li key={a._id} className="flex flex-col border-s-2 ps-3">
              <span className="break-words">{a.message}</span>
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
      <p className="font-semibold">{value}</p>
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
  run: (s: StepInput) => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [amount, setAmount] = useState('');
  if (!open) {
    return (
      <Button variant="outline" className="self-start" onClick={() => setOpen(true)}>
        Add milestone
      </Button>
    );
  }
  const submit = async () => {
    const minor = toMinorUnits(amount, contract.currency);
    if (!title.trim() || minor === undefined) return notifyError('Give a title and an amount such as 250.00');
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
        <Label htmlFor="new-m-title">New milestone title</Label>
        <Input id="new-m-title" value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="new-m-amount">Amount ({contract.currency})</Label>
        <Input
          id="new-m-amount"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </div>
      <Button disabled={busy} onClick={() => void submit()}>
        Add
      </Button>
    </Card>
  );
}
