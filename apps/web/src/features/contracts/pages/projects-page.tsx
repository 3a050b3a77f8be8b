import { Link } from 'react-router';
import { FolderKanban } from 'lucide-react';
import { formatMoney, type ContractSummaryDto } from '@kt/shared';
import { Badge } from '@/components/ui/badge.tsx';
import { buttonClass } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useSession } from '@/lib/session.tsx';
import { useContracts } from '../api/contracts.ts';
import { m } from '@/paraglide/messages.js';
import { contractStatusLabel, personName } from '../format.ts';
import { SignInPrompt } from '../components/page-states.tsx';

const ORDER = ['offered', 'active', 'completed', 'declined', 'withdrawn', 'expired'] as const;

/** /projects: my contracts as client and as freelancer, by status (offers and active ones first). */
export default function ProjectsPage() {
  const { user, status } = useSession();
  const query = useContracts(!!user);
  if (status === 'loading' || (user && query.isPending))
    return <Spinner className="py-20" label={m.contracts_loading_projects()} />;
  if (!user) return <SignInPrompt>{m.contracts_sign_in_projects()}</SignInPrompt>;
  if (query.isError || !query.data) {
    return (
      <Page className="py-16 text-center">
        <p role="alert">{m.contracts_failed_projects()}</p>
        <button className={buttonClass('outline')} onClick={() => void query.refetch()}>
          {m.common_try_again()}
        </button>
      </Page>
    );
  }
  const { contracts, balances } = query.data;
  const sides = [
    {
      as: 'client' as const,
      title: m.contracts_as_client(),
      list: contracts.filter((c) => c.client._id === user._id),
    },
    {
      as: 'freelancer' as const,
      title: m.contracts_as_freelancer(),
      list: contracts.filter((c) => c.freelancer._id === user._id),
    },
  ];
  return (
    <Page className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <PageTitle>{m.contracts_my_projects()}</PageTitle>
        <p className="text-muted-foreground">{m.contracts_projects_intro()}</p>
      </header>
      {balances.length > 0 && (
        <Card className="flex flex-wrap gap-6 p-4 text-sm" aria-label={m.contracts_my_earnings()}>
          {balances.map((b) => (
            <div key={b.currency} className="flex gap-6">
              <p>
                <span className="block text-muted-foreground">
                  {m.contracts_pending_cur({ currency: b.currency })}
                </span>
                <bdi className="font-semibold">{formatMoney(b.pending, b.currency)}</bdi>
              </p>
              <p>
                <span className="block text-muted-foreground">
                  {m.contracts_available_cur({ currency: b.currency })}
                </span>
                <bdi className="font-semibold">{formatMoney(b.available, b.currency)}</bdi>
              </p>
            </div>
          ))}
        </Card>
      )}
      {contracts.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed px-4 py-16 text-center">
          <FolderKanban className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">{m.contracts_no_projects()}</h2>
          <p className="text-muted-foreground">{m.contracts_no_projects_text()}</p>
        </div>
      ) : (
        sides.map(
          (side) =>
            side.list.length > 0 && (
              <section key={side.as} className="flex flex-col gap-3" aria-label={side.title}>
                <h2 className="text-lg font-semibold">{side.title}</h2>
                {ORDER.flatMap((s) => side.list.filter((c) => c.status === s)).map((c) => (
                  <ContractRow key={c._id} contract={c} as={side.as} />
                ))}
              </section>
            ),
        )
      )}
    </Page>
  );
}

function ContractRow({ contract: c, as }: { contract: ContractSummaryDto; as: 'client' | 'freelancer' }) {
  const other = as === 'client' ? c.freelancer : c.client;
  return (
    <Link to={`/projects/${c._id}`} className="block rounded-lg focus-visible:outline-2">
      <Card className="flex flex-wrap items-center justify-between gap-2 p-4 hover:bg-muted/40">
        <div className="min-w-0">
          <p className="font-semibold break-words" data-user-content>
            {c.title}
          </p>
          <p className="text-sm text-muted-foreground">
            {m.contracts_with({ name: personName(other) })} · <bdi>{formatMoney(c.total, c.currency)}</bdi>
          </p>
        </div>
        <Badge>{contractStatusLabel(c.status, as)}</Badge>
      </Card>
    </Link>
  );
}
