import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Download, Printer } from 'lucide-react';
import { STATEMENT_MONTH, type StatementCurrencyDto, type StatementDto } from '@kt/shared';
import { PRODUCT_NAME } from '@kt/shared/brand';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Page } from '@/components/ui/page.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api.ts';
import { useSession } from '@/lib/session.tsx';
import { statementCsvUrl, useStatement } from '../api/wallet.ts';
import { m as msg } from '@/paraglide/messages.js';
import { formatDate } from '@/lib/i18n/format.ts';
import { money, monthLabel } from '../format.ts';

/** "30 Apr 2026", in UTC like the statement's months (decision 036). */
const longDay = (iso: string) => formatDate(iso, { timeZone: 'UTC' });
const shortDay = longDay;

function Back() {
  return (
    <Link to="/wallet" className="flex items-center gap-1 text-sm text-muted-foreground hover:underline">
      <ArrowLeft className="rtl:-scale-x-100 h-4 w-4" aria-hidden="true" /> {msg.wallet_back_to_wallet()}
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
    return <Spinner className="py-20" label={msg.wallet_loading_statement()} />;
  if (!user)
    return (
      <Notice title={msg.wallet_statement()}>
        <p className="mb-4">{msg.wallet_sign_in_statements()}</p>
        <Link to="/auth" className={buttonClass()}>
          {msg.nav_sign_in()}
        </Link>
      </Notice>
    );
  if (!valid || query.isError || !query.data)
    return (
      <Notice title={msg.wallet_statement_not_found()}>
        <p role="alert" className="mb-4">
          {valid ? errorMessage(query.error, msg.wallet_statement_failed()) : msg.wallet_bad_month()}
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
            <Download className="h-4 w-4" aria-hidden="true" /> {msg.wallet_download_csv_button()}
          </a>
          <Button onClick={() => window.print()}>
            <Printer className="h-4 w-4" aria-hidden="true" /> {msg.wallet_print()}
          </Button>
        </div>
      </div>
      <Card className="flex flex-col gap-6 p-4 sm:p-8 print:border-0 print:p-0 print:shadow-none">
        <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-4">
          <div>
            <p className="text-lg font-bold text-primary">{PRODUCT_NAME}</p>
            <h1 className="text-2xl font-bold tracking-tight">
              {msg.wallet_statement_for({ month: label })}
            </h1>
            <p className="text-sm text-muted-foreground">
              {msg.wallet_period({ from: longDay(s.from), to: longDay(lastDay) })}
            </p>
          </div>
          <dl className="min-w-0 text-sm sm:text-end">
            <dt className="text-muted-foreground">{msg.wallet_account_holder()}</dt>
            <dd className="font-semibold" data-user-content>
              {s.user.name}
            </dd>
            <dd dir="ltr" className="break-all">
              {s.user.email}
            </dd>
            <dt className="mt-1 text-muted-foreground">{msg.wallet_generated()}</dt>
            <dd>
              <time dateTime={s.generatedAt}>{longDay(s.generatedAt)}</time>
            </dd>
          </dl>
        </header>
        {s.currencies.length === 0 ? (
          <p className="text-muted-foreground">{msg.wallet_no_money_moved({ month: label })}</p>
        ) : (
          s.currencies.map((c) => <CurrencyBlock key={c.currency} c={c} />)
        )}
        <p className="text-xs text-muted-foreground">{msg.wallet_statement_note()}</p>
      </Card>
    </Page>
  );
}

function CurrencyBlock({ c }: { c: StatementCurrencyDto }) {
  const fm = (n: number) => money(n, c.currency);
  const totals: [string, number][] = [
    [msg.wallet_earned(), c.totals.earned],
    [msg.wallet_paid_into_escrow(), c.totals.paidIn],
    [msg.wallet_released_freelancers(), c.totals.released],
    [msg.wallet_fees(), c.totals.fees],
    [msg.wallet_refunded(), c.totals.refunded],
    [msg.wallet_split_by_dispute(), c.totals.split],
    [msg.wallet_withdrawn(), c.totals.withdrawn],
  ];
  return (
    <section
      className="flex flex-col gap-3"
      aria-label={msg.wallet_currency_statement({ currency: c.currency })}
    >
      <h2 className="text-lg font-semibold" lang="en">
        {c.currency}
      </h2>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <Figure label={msg.wallet_opening_balance()} value={fm(c.opening)} />
        <Figure label={msg.wallet_money_in()} value={fm(c.totals.moneyIn)} />
        <Figure label={msg.wallet_money_out()} value={fm(c.totals.moneyOut)} />
        <Figure label={msg.wallet_closing_balance()} value={fm(c.closing)} strong />
      </dl>
      {/* Fits a phone; a very long amount scrolls inside this region, reachable by keyboard. */}
      <div
        className="overflow-x-auto print:overflow-visible"
        tabIndex={0}
        role="region"
        aria-label={msg.wallet_currency_movements({ currency: c.currency })}
      >
        <table className="stack-table w-full text-start text-sm">
          <caption className="sr-only">{msg.wallet_movements_in({ currency: c.currency })}</caption>
          <thead className="border-b text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pe-2 font-medium">
                {msg.wallet_date()}
              </th>
              <th scope="col" className="py-2 pe-2 font-medium">
                {msg.wallet_description()}
              </th>
              <th scope="col" className="py-2 pe-2 text-end font-medium">
                {msg.wallet_in()}
              </th>
              <th scope="col" className="py-2 pe-2 text-end font-medium">
                {msg.wallet_out()}
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                {msg.wallet_balance()}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            <tr>
              <td className="py-2 pe-2" />
              <td className="py-2 pe-2 text-muted-foreground">{msg.wallet_opening_balance()}</td>
              <td />
              <td />
              <td className="py-2 text-end tabular-nums" data-label={msg.wallet_balance()}>
                <bdi>{fm(c.opening)}</bdi>
              </td>
            </tr>
            {c.entries.map((e) => (
              <tr key={e._id} className="break-inside-avoid">
                <td className="whitespace-nowrap py-2 pe-2 align-top" data-label={msg.wallet_date()}>
                  <time dateTime={e.date}>{shortDay(e.date)}</time>
                </td>
                <td className="py-2 pe-2 align-top" data-label={msg.wallet_description()}>
                  <div data-user-content>
                    <p>{e.description}</p>
                    {e.contract && (
                      <p className="text-muted-foreground">
                        {e.contract.title}
                        {e.milestone ? ` · ${e.milestone.title}` : ''}
                      </p>
                    )}
                  </div>
                </td>
                <td className="py-2 pe-2 text-end align-top tabular-nums" data-label={msg.wallet_in()}>
                  {e.moneyIn ? <bdi>{fm(e.moneyIn)}</bdi> : null}
                </td>
                <td className="py-2 pe-2 text-end align-top tabular-nums" data-label={msg.wallet_out()}>
                  {e.moneyOut ? <bdi>{fm(e.moneyOut)}</bdi> : null}
                </td>
                <td className="py-2 text-end align-top tabular-nums" data-label={msg.wallet_balance()}>
                  <bdi>{fm(e.balance)}</bdi>
                </td>
              </tr>
            ))}
            <tr className="font-semibold">
              <td className="py-2 pe-2" />
              <td className="py-2 pe-2">{msg.wallet_closing_balance()}</td>
              <td />
              <td />
              <td className="py-2 text-end tabular-nums" data-label={msg.wallet_balance()}>
                <bdi>{fm(c.closing)}</bdi>
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <dl
        className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3"
        aria-label={msg.wallet_currency_totals({ currency: c.currency })}
      >
        {totals.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2 border-b py-1">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="tabular-nums">
              <bdi>{fm(value)}</bdi>
            </dd>
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
      <dd className={strong ? 'text-base font-semibold tabular-nums' : 'tabular-nums'}>
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}
