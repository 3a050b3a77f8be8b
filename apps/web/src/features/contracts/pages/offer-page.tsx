import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Plus, Trash2 } from 'lucide-react';
import {
  CURRENCIES,
  MILESTONE_MAX_MINOR,
  MILESTONE_MIN_MINOR,
  formatMoney,
  platformFee,
  toMinorUnits,
  type Currency,
} from '@kt/shared';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { FieldError, Input, Label, Select, Textarea } from '@/components/ui/input.tsx';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { errorMessage } from '@/lib/api.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useSession } from '@/lib/session.tsx';
import { useCreateOffer } from '../api/contracts.ts';
import { SandboxLabel } from '../components/sandbox-label.tsx';

/** The fee shown before sending; the server fixes the configured fee on the offer it stores. */
const FEE_BASIS_POINTS = 500;

type Row = { title: string; amount: string; dueDate: string };

/** /projects/new?applicationId=… or ?freelancerId=…: the client's offer with milestones and the fee. */
export default function OfferPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const applicationId = params.get('applicationId') ?? undefined;
  const freelancerId = params.get('freelancerId') ?? undefined;
  const [title, setTitle] = useState(params.get('title') ?? '');
  const [description, setDescription] = useState('');
  const [currency, setCurrency] = useState<Currency>('USD');
  const [rows, setRows] = useState<Row[]>([{ title: '', amount: '', dueDate: '' }]);
  const [error, setError] = useState<string>();
  const create = useCreateOffer();

  const amounts = rows.map((r) => toMinorUnits(r.amount, currency));
  const total = amounts.reduce<number>((a, n) => a + (n ?? 0), 0);
  const { fee, net } = platformFee(total, FEE_BASIS_POINTS);
  const money = (n: number) => formatMoney(n, currency);
  const setRow = (i: number, patch: Partial<Row>) =>
    setRows((rs) => rs.map((r, k) => (k === i ? { ...r, ...patch } : r)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    const bad = amounts.findIndex(
      (n) => n === undefined || n < MILESTONE_MIN_MINOR || n > MILESTONE_MAX_MINOR,
    );
    if (!title.trim() || !description.trim()) return setError('Give the contract a title and a description');
    if (rows.some((r) => !r.title.trim())) return setError('Every milestone needs a title');
    if (bad >= 0) return setError(`Milestone ${bad + 1}: enter an amount from 1.00 to 100,000.00`);
    try {
      const res = await create.mutateAsync({
        ...(applicationId ? { applicationId } : { freelancerId: freelancerId! }),
        title: title.trim(),
        description: description.trim(),
        currency,
        milestones: rows.map((r, i) => ({
          title: r.title.trim(),
          amount: amounts[i]!,
          dueDate: r.dueDate || null,
        })),
      });
      notifySuccess('Offer sent');
      navigate(`/projects/${res.contract._id}`);
    } catch (err) {
      setError(errorMessage(err, 'Could not send the offer'));
    }
  };

  if (!applicationId && !freelancerId) {
    return (
      <Page>
        <PageTitle>Make an offer</PageTitle>
        <p className="mt-4 text-muted-foreground">
          Hire from a proposal on{' '}
          <Link to="/my-jobs" className="underline">
            My Jobs
          </Link>{' '}
          or from a freelancer&apos;s profile.
        </p>
      </Page>
    );
  }
  if (!user) {
    return (
      <Page>
        <PageTitle>Make an offer</PageTitle>
        <Link to="/auth" className={buttonClass()}>
          Sign In
        </Link>
      </Page>
    );
  }

  return (
    <Page className="flex max-w-3xl flex-col gap-6">
      <PageTitle>Make an offer</PageTitle>
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-5" noValidate>
        <Card className="flex flex-col gap-4 p-4 sm:p-6">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="offer-title">Contract title</Label>
            <Input
              id="offer-title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              maxLength={200}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="offer-description">Description</Label>
            <Textarea
              id="offer-description"
              rows={4}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              maxLength={5000}
            />
          </div>
          <div className="flex flex-col gap-1.5 sm:max-w-40">
            <Label htmlFor="offer-currency">Currency</Label>
            <Select
              id="offer-currency"
              value={currency}
              onChange={(e) => setCurrency(e.target.value as Currency)}
            >
              {CURRENCIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </Select>
          </div>
        </Card>
        <Card className="flex flex-col gap-4 p-4 sm:p-6">
          <h2 className="text-lg font-semibold">Milestones</h2>
          {rows.map((r, i) => (
            <fieldset
              key={i}
              className="grid gap-3 border-b pb-4 sm:grid-cols-[1fr_9rem_10rem_auto] sm:items-end"
            >
              <legend className="sr-only">Milestone {i + 1}</legend>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`m-title-${i}`}>Milestone {i + 1} title</Label>
                <Input
                  id={`m-title-${i}`}
                  value={r.title}
                  onChange={(e) => setRow(i, { title: e.target.value })}
                />
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`m-amount-${i}`}>Amount ({currency})</Label>
                <Input
                  id={`m-amount-${i}`}
                  inputMode="decimal"
                  placeholder="250.00"
                  value={r.amount}
                  onChange={(e) => setRow(i, { amount: e.target.value })}
                />
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`m-due-${i}`}>Due date (optional)</Label>
                <Input
                  id={`m-due-${i}`}
                  type="date"
                  value={r.dueDate}
                  onChange={(e) => setRow(i, { dueDate: e.target.value })}
                />
              </div>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={rows.length === 1}
                onClick={() => setRows((rs) => rs.filter((_, k) => k !== i))}
                aria-label={`Remove milestone ${i + 1}`}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </fieldset>
          ))}
          <Button
            type="button"
            variant="outline"
            className="self-start"
            onClick={() => setRows((rs) => [...rs, { title: '', amount: '', dueDate: '' }])}
          >
            <Plus className="h-4 w-4" aria-hidden="true" /> Add milestone
          </Button>
          <dl className="grid grid-cols-[1fr_auto] gap-1 text-sm" aria-label="Offer total">
            <dt>Total</dt>
            <dd className="text-end font-semibold">{money(total)}</dd>
            <dt>Platform fee (5%, from the freelancer&apos;s side)</dt>
            <dd className="text-end">{money(fee)}</dd>
            <dt>The freelancer receives</dt>
            <dd className="text-end font-semibold">{money(net)}</dd>
          </dl>
        </Card>
        <SandboxLabel />
        <FieldError message={error} />
        <Button type="submit" disabled={create.isPending} className="self-start">
          {create.isPending ? 'Sending...' : 'Send offer'}
        </Button>
      </form>
    </Page>
  );
}
