import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Download, Printer } from 'lucide-react';
import { STATEMENT_MONTH, monthLabel, type StatementCurrencyDto, type StatementDto } from '@kt/shared';
import { PRODUCT_NAME } from '@kt/shared/brand';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Page } from '@/components/ui/page.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api.ts';
import { useSession } from '@/lib/session.tsx';
import { statementCsvUrl, useStatement } from '../api/wallet.ts';
import { money } from '../format.ts';

/** "30 April 2026", in UTC like the statement's months. */
const longDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const shortDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

function Back() {
  return (
    <Link to="/wallet" className="flex items-center gap-1 text-sm text-muted-foreground hover:underline">
      <ArrowLeft className="rtl:-scale-x-100 h-4 w-4" aria-hidden="true" /> Back to Wallet
    </Link>
  );
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page className="flex max-w-2xl flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="text-muted-foreground">{children}</div>
    </Page>
  );
}

/** /wallet/statements/:month: a printable monthly statement with a Print button and its CSV. */
export default function StatementPage() {
  const { month = '' } = useParams();
  const { user, status } = useSession();
  const valid = STATEMENT_MONTH.test(month);
  const query = useStatement(month, !!user && valid);

  if (status === 'loading' || (user && valid && query.isPending))
    return <Spinner className="py-20" label="Loading statement..." />;
  if (!user)
    return (
      <Notice title="Statement">
        <p className="mb-4">Sign in to see your statements.</p>
        <Link to="/auth" className={buttonClass()}>
          Sign In
        </Link>
      </Notice>
    );
  if (!valid || query.isError || !query.data)
    return (
      <Notice title="Statement not found">
        <p role="alert" className="mb-4">
          {valid
            ? errorMessage(query.error, 'Could not load this statement. Please try again later.')
            : 'Month must be a month like 2026-04 (a year, a dash, a month 01 to 12)'}
        </p>
        <Back />
      </Notice>
    );
  return <Statement s={query.data.statement} />;
}

function Statement({ s }: { s: StatementDto }) {
  const label = monthLabel(s.month);
  const lastDay = new Date(Date.parse(s.to) - 1).toISOString();
  return (
    <Page className="flex max-w-4xl flex-col gap-4 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Back />
        <div className="flex flex-wrap gap-2">
          <a href={statementCsvUrl(s.month)} download className={buttonClass('outline')}>
            <Download className="h-4 w-4" aria-hidden="true" /> Download CSV
          </a>
          <Button onClick={() => window.print()}>
            <Printer className="h-4 w-4" aria-hidden="true" /> Print
          </Button>
        </div>
      </div>
      <Card className="flex flex-col gap-6 p-4 sm:p-8 print:border-0 print:p-0 print:shadow-none">
        <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-4">
          <div>
            <p className="text-lg font-bold text-primary">{PRODUCT_NAME}</p>
            <h1 className="text-2xl font-bold tracking-tight">Statement for {label}</h1>
            <p className="text-sm text-muted-foreground">
              {longDay(s.from)} to {longDay(lastDay)} (UTC)
            </p>
          </div>
          <dl className="text-sm sm:text-end">
            <dt className="text-muted-foreground">Account holder</dt>
            <dd className="font-semibold">{s.user.name}</dd>
            <dd>{s.user.email}</dd>
            <dt className="mt-1 text-muted-foreground">Generated</dt>
            <dd>
              <time dateTime={s.generatedAt}>{longDay(s.generatedAt)}</time>
            </dd>
          </dl>
        </header>
        {s.currencies.length === 0 ? (
          <p className="text-muted-foreground">No money moved in your wallet in {label}.</p>
        ) : (
          s.currencies.map((c) => <CurrencyBlock key={c.currency} c={c} />)
        )}
        <p className="text-xs text-muted-foreground">
          Your wallet: money released to you (pending, available and on its way to your account) and the
          escrow of the contracts you pay for. Moves between these balances are not listed.
        </p>
      </Card>
    </Page>
  );
}

function CurrencyBlock({ c }: { c: StatementCurrencyDto }) {
  const m = (n: number) => money(n, c.currency);
  const totals: [string, number][] = [
    ['Earned', c.totals.earned],
    ['Paid into escrow', c.totals.paidIn],
    ['Released to freelancers', c.totals.released],
    ['Fees', c.totals.fees],
    ['Refunded', c.totals.refunded],
    ['Withdrawn', c.totals.withdrawn],
  ];
  return (
    <section className="flex flex-col gap-3" aria-label={`${c.currency} statement`}>
      <h2 className="text-lg font-semibold">{c.currency}</h2>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <Figure label="Opening balance" value={m(c.opening)} />
        <Figure label="Money in" value={m(c.totals.moneyIn)} />
        <Figure label="Money out" value={m(c.totals.moneyOut)} />
        <Figure label="Closing balance" value={m(c.closing)} strong />
      </dl>
      {/* Fits a phone; a very long amount scrolls inside this region, reachable by keyboard. */}
      <div
        className="overflow-x-auto print:overflow-visible"
        tabIndex={0}
        role="region"
        aria-label={`${c.currency} movements`}
      >
        <table className="w-full text-start text-xs sm:text-sm">
          <caption className="sr-only">Movements in {c.currency}</caption>
          <thead className="border-b text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pe-2 font-medium">
                Date
              </th>
              <th scope="col" className="py-2 pe-2 font-medium">
                Description
              </th>
              <th scope="col" className="py-2 pe-2 text-end font-medium">
                In
              </th>
              <th scope="col" className="py-2 pe-2 text-end font-medium">
                Out
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                Balance
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            <tr>
              <td className="py-2 pe-2" />
              <td className="py-2 pe-2 text-muted-foreground">Opening balance</td>
              <td />
              <td />
              <td className="py-2 text-end tabular-nums">{m(c.opening)}</td>
            </tr>
            {c.entries.map((e) => (
              <tr key={e._id} className="break-inside-avoid">
                <td className="whitespace-nowrap py-2 pe-2 align-top">
                  <time dateTime={e.date}>{shortDay(e.date)}</time>
                </td>
                <td className="py-2 pe-2 align-top">
                  <p>{e.description}</p>
                  {e.contract && (
                    <p className="text-muted-foreground">
                      {e.contract.title}
                      {e.milestone ? ` · ${e.milestone.title}` : ''}
                    </p>
                  )}
                </td>
                <td className="py-2 pe-2 text-end align-top tabular-nums">{e.moneyIn ? m(e.moneyIn) : ''}</td>
                <td className="py-2 pe-2 text-end align-top tabular-nums">
                  {e.moneyOut ? m(e.moneyOut) : ''}
                </td>
                <td className="py-2 text-end align-top tabular-nums">{m(e.balance)}</td>
              </tr>
            ))}
            <tr className="font-semibold">
              <td className="py-2 pe-2" />
              <td className="py-2 pe-2">Closing balance</td>
              <td />
              <td />
              <td className="py-2 text-end tabular-nums">{m(c.closing)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <dl
        className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3"
        aria-label={`${c.currency} totals`}
      >
        {totals.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2 border-b py-1">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="tabular-nums">{m(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="rounded-md border p-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={strong ? 'text-base font-semibold tabular-nums' : 'tabular-nums'}>{value}</dd>
    </div>
  );
}
