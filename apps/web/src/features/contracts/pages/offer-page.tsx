import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Plus, Trash2 } from 'lucide-react';
import {
  CURRENCIES,
  MILESTONE_LIMITS,
  formatMoney,
  groupedAmount,
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
import { m } from '@/paraglide/messages.js';
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
    const limits = MILESTONE_LIMITS[currency];
    const bad = amounts.findIndex((n) => n === undefined || n < limits.min || n > limits.max);
    if (!title.trim() || !description.trim()) return setError(m.contracts_offer_need_title());
    if (rows.some((r) => !r.title.trim())) return setError(m.contracts_offer_need_ms_title());
    if (bad >= 0)
      return setError(
        m.contracts_offer_bad_amount({
          n: bad + 1,
          min: groupedAmount(limits.min, currency),
          max: groupedAmount(limits.max, currency),
        }),
      );
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
      notifySuccess(m.contracts_offer_sent());
      navigate(`/projects/${res.contract._id}`);
    } catch (err) {
      setError(errorMessage(err, m.contracts_offer_failed()));
    }
  };

  if (!applicationId && !freelancerId) {
    return (
      <Page>
        <PageTitle>{m.contracts_make_offer()}</PageTitle>
        <p className="mt-4 text-muted-foreground">
          {m.contracts_hire_from_before()}
          <Link to="/my-jobs" className="underline">
            {m.contracts_my_jobs()}
          </Link>
          {m.contracts_hire_from_after()}
        </p>
      </Page>
    );
  }
  if (!user) {
    return (
      <Page>
        <PageTitle>{m.contracts_make_offer()}</PageTitle>
        <Link to="/auth" className={buttonClass()}>
          {m.nav_sign_in()}
        </Link>
      </Page>
    );
  }

  return (
    <Page className="flex max-w-3xl flex-col gap-6">
      <PageTitle>{m.contracts_make_offer()}</PageTitle>
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-5" noValidate>
        <Card className="flex flex-col gap-4 p-4 sm:p-6">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="offer-title">{m.contracts_contract_title()}</Label>
            <Input
              id="offer-title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              maxLength={200}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="offer-description">{m.contracts_description()}</Label>
            <Textarea
              id="offer-description"
              rows={4}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              maxLength={5000}
            />
          </div>
          <div className="flex flex-col gap-1.5 sm:max-w-40">
            <Label htmlFor="offer-currency">{m.contracts_currency()}</Label>
            <Select
              id="offer-currency"
              value={currency}
              onChange={(e) => setCurrency(e.target.value as Currency)}
            >
              {CURRENCIES.map((c) => (
                <option key={c} lang="en">
                  {c}
                </option>
              ))}
            </Select>
          </div>
        </Card>
        <Card className="flex flex-col gap-4 p-4 sm:p-6">
          <h2 className="text-lg font-semibold">{m.contracts_milestones()}</h2>
          {rows.map((r, i) => (
            <fieldset
              key={i}
              className="grid gap-3 border-b pb-4 sm:grid-cols-[1fr_9rem_10rem_auto] sm:items-end"
            >
              <legend className="sr-only">{m.contracts_milestone_n({ n: i + 1 })}</legend>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`m-title-${i}`}>{m.contracts_milestone_n_title({ n: i + 1 })}</Label>
                <Input
                  id={`m-title-${i}`}
                  value={r.title}
                  onChange={(e) => setRow(i, { title: e.target.value })}
                />
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`m-amount-${i}`}>{m.contracts_amount_cur({ currency })}</Label>
                <Input
                  id={`m-amount-${i}`}
                  dir="ltr"
                  inputMode="decimal"
                  placeholder="250.00"
                  value={r.amount}
                  onChange={(e) => setRow(i, { amount: e.target.value })}
                />
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`m-due-${i}`}>{m.contracts_due_optional()}</Label>
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
                aria-label={m.contracts_remove_milestone({ n: i + 1 })}
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
            <Plus className="h-4 w-4" aria-hidden="true" /> {m.contracts_add_milestone()}
          </Button>
          <dl className="grid grid-cols-[1fr_auto] gap-1 text-sm" aria-label={m.contracts_offer_total()}>
            <dt>{m.contracts_total()}</dt>
            <dd className="text-end font-semibold">
              <bdi>{money(total)}</bdi>
            </dd>
            <dt>{m.contracts_fee_five()}</dt>
            <dd className="text-end">
              <bdi>{money(fee)}</bdi>
            </dd>
            <dt>{m.contracts_freelancer_gets()}</dt>
            <dd className="text-end font-semibold">
              <bdi>{money(net)}</bdi>
            </dd>
          </dl>
        </Card>
        <SandboxLabel />
        <FieldError message={error} />
        <Button type="submit" disabled={create.isPending} className="self-start">
          {create.isPending ? m.contracts_sending() : m.contracts_send_offer()}
        </Button>
      </form>
    </Page>
  );
}
