import { Link } from 'react-router';
import { Download, FileText } from 'lucide-react';
import { statementCsvUrl, useStatements } from '../api/wallet.ts';
import { m as msg } from '@/paraglide/messages.js';
import { monthLabel } from '../format.ts';
import { Section } from './section.tsx';

/** The months with a statement, newest first: each opens a printable page and has its CSV. */
export function StatementsList({ enabled }: { enabled: boolean }) {
  const query = useStatements(enabled);
  const months = query.data?.months ?? [];
  return (
    <Section
      title={msg.wallet_statements()}
      loading={query.isPending}
      error={query.isError}
      empty={months.length === 0 && msg.wallet_no_statements()}
    >
      <ul className="divide-y" aria-label={msg.wallet_monthly_statements()}>
        {months.map((m) => (
          <li key={m.month} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <Link
              to={`/wallet/statements/${m.month}`}
              className="flex min-h-10 items-center gap-2 font-medium hover:underline"
            >
              <FileText className="h-4 w-4" aria-hidden="true" /> {monthLabel(m.month)}
            </Link>
            <a
              href={statementCsvUrl(m.month)}
              download
              className="flex min-h-10 items-center gap-1 text-muted-foreground hover:underline"
              aria-label={msg.wallet_download_csv({ month: monthLabel(m.month) })}
            >
              <Download className="h-4 w-4" aria-hidden="true" /> {msg.wallet_csv()}
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
