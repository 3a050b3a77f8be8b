import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ESCROWED_MILESTONE_STATUSES,
  platformFee,
  type ContractDto,
  type ContractListQuery,
  type ContractStatus,
  type ContractSummaryDto,
  type Currency,
  type MilestoneStatus,
  type PaymentMethod,
  type WordLanguage,
  type Words,
} from '@kt/shared';
import { wordText } from '../../lib/words.ts';
import type { Executor } from '../../db/executor.ts';
import {
  contractEvents,
  contracts,
  ledgerAccounts,
  ledgerTransfers,
  milestones,
  users,
} from '../../db/schema.ts';
import { toPublicUser } from '../../lib/user-dto.ts';
import type { Actor } from '../../policies/policies.ts';
import type { PaymentProviders } from '../payments/registry.ts';
import { pausedBy } from '../outages/pause.ts';
import { openPayments } from '../payments/service.ts';

/** The newest open checkout of a milestone, for "Awaiting payment" with resume and cancel. */
function awaiting(open: Awaited<ReturnType<typeof openPayments>>) {
  const p = open.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  return p ? { id: p.id, method: p.method as PaymentMethod, expiresAt: p.expiresAt.toISOString() } : null;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The note of the newest change request on a milestone: its activity line reads
 * `Changes requested on "<title>": <note>` (milestones.ts); events come newest first.
 */
function changeNote(
  events: { kind: string; milestoneId: string | null; message: string; words: Words | null }[],
  m: { id: string; title: string },
): string | null {
  const e = events.find((x) => x.kind === 'milestone_changes_requested' && x.milestoneId === m.id);
  const note = e?.words?.params?.message;
  if (typeof note === 'string') return note;
  const prefix = `Changes requested on "${m.title}": `;
  return e?.message.startsWith(prefix) ? e.message.slice(prefix.length) : null;
}
const client = alias(users, 'client');
const freelancer = alias(users, 'freelancer');
const userColumns = (u: typeof client | typeof freelancer) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  profileImage: u.profileImage,
  location: u.location,
  createdAt: u.createdAt,
});

async function summaries(db: Executor, where: ReturnType<typeof and>): Promise<ContractSummaryDto[]> {
  const rows = await db
    .select({
      contract: contracts,
      client: userColumns(client),
      freelancer: userColumns(freelancer),
      total: sql<string>`coalesce((select sum(m.amount) from milestones m where m.contract_id = ${contracts.id} and m.status <> 'cancelled'), 0)`,
    })
    .from(contracts)
    .innerJoin(client, eq(client.id, contracts.clientId))
    .innerJoin(freelancer, eq(freelancer.id, contracts.freelancerId))
    .where(where)
    .orderBy(desc(contracts.updatedAt), desc(contracts.id));
  return rows.map((r) => ({
    _id: r.contract.id,
    title: r.contract.title,
    status: r.contract.status as ContractStatus,
    currency: r.contract.currency as Currency,
    feePercent: r.contract.feeBasisPoints / 100,
    client: toPublicUser(r.client),
    freelancer: toPublicUser(r.freelancer),
    jobId: r.contract.jobId,
    applicationId: r.contract.applicationId,
    total: Number(r.total),
    offerExpiresAt: iso(r.contract.offerExpiresAt),
    createdAt: r.contract.createdAt.toISOString(),
    updatedAt: r.contract.updatedAt.toISOString(),
  }));
}

/** The actor's contracts, as client and/or freelancer, optionally of one status. */
export function listContracts(db: Executor, actor: Actor, q: ContractListQuery) {
  const side =
    q.as === 'client'
      ? eq(contracts.clientId, actor.id)
      : q.as === 'freelancer'
        ? eq(contracts.freelancerId, actor.id)
        : or(eq(contracts.clientId, actor.id), eq(contracts.freelancerId, actor.id));
  return summaries(db, and(side, q.status ? eq(contracts.status, q.status) : undefined));
}

/** The whole contract: parties, milestones, totals from the ledger, activity. */
export async function contractDetail(
  db: Executor,
  contractId: string,
  providers: PaymentProviders,
  lang: WordLanguage = 'en',
): Promise<ContractDto> {
  const [summary] = await summaries(db, and(eq(contracts.id, contractId)));
  const [row] = await db.select().from(contracts).where(eq(contracts.id, contractId));
  const ms = await db
    .select()
    .from(milestones)
    .where(eq(milestones.contractId, contractId))
    .orderBy(asc(milestones.position));
  const events = await db
    .select()
    .from(contractEvents)
    .where(eq(contractEvents.contractId, contractId))
    .orderBy(desc(contractEvents.createdAt), desc(contractEvents.id));
  const moved = await db
    .select({ kind: ledgerTransfers.kind, sum: sql<string>`sum(${ledgerTransfers.amount})` })
    .from(ledgerTransfers)
    .where(
      and(
        eq(ledgerTransfers.contractId, contractId),
        inArray(ledgerTransfers.kind, ['fund', 'release', 'fee', 'refund']),
      ),
    )
    .groupBy(ledgerTransfers.kind);
  const by = (k: string) => Number(moved.find((m) => m.kind === k)?.sum ?? 0);
  const inEscrow = ms
    .filter((m) => (ESCROWED_MILESTONE_STATUSES as readonly string[]).includes(m.status))
    .reduce((a, m) => a + m.amount, 0);
  const currency = row!.currency as Currency;
  const open = await openPayments(
    db,
    ms.filter((m) => m.status === 'funding').map((m) => m.id),
  );
  const methods = providers.offered(currency);
  // Where each refund went: the ledger's own record (the client's wallet, or back to the provider).
  const refunds = await db
    .select({ milestoneId: ledgerTransfers.milestoneId, to: ledgerAccounts.kind })
    .from(ledgerTransfers)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.creditAccountId))
    .where(and(eq(ledgerTransfers.contractId, contractId), eq(ledgerTransfers.kind, 'refund')));
  const refundedTo = (id: string) => {
    const r = refunds.find((x) => x.milestoneId === id);
    return r ? (r.to === 'available' ? ('wallet' as const) : ('provider' as const)) : null;
  };
  return {
    ...summary!,
    description: row!.description,
    acceptedAt: iso(row!.acceptedAt),
    endedAt: iso(row!.endedAt),
    paymentsProvider: methods[0]?.method ?? 'sandbox',
    paymentMethods: methods,
    // Outage mode (issue 36): why an offer's or a milestone's clock stands still.
    paused: ['offered', 'active'].includes(row!.status) ? await pausedBy(db, row!) : null,
    totals: {
      funded: by('fund'),
      inEscrow,
      // Before the fee (the release carries the whole amount since issue 32; the net before it).
      released: ms.reduce((a, m) => a + m.releasedAmount, 0),
      refunded: by('refund'),
      fees: by('fee'),
    },
    milestones: ms.map((m) => {
      const { fee, net } = platformFee(m.amount, row!.feeBasisPoints);
      return {
        _id: m.id,
        position: m.position,
        title: m.title,
        amount: m.amount,
        currency,
        fee,
        net,
        dueDate: m.dueDate,
        status: m.status as MilestoneStatus,
        submission:
          m.submissionMessage !== null
            ? { message: m.submissionMessage, attachments: m.submissionAttachments ?? [] }
            : null,
        refundReason: m.refundReason,
        changeRequest: m.status === 'changes_requested' ? changeNote(events, m) : null,
        refundedAmount: m.refundedAmount,
        releasedAmount: m.releasedAmount,
        fundedAt: iso(m.fundedAt),
        submittedAt: iso(m.submittedAt),
        autoReleaseAt: iso(m.autoReleaseAt),
        refundRequestedAt: iso(m.refundRequestedAt),
        refundDueAt: iso(m.refundDueAt),
        releasedAt: iso(m.releasedAt),
        refundedAt: iso(m.refundedAt),
        createdAt: m.createdAt.toISOString(),
        awaitingPayment: awaiting(open.filter((p) => p.milestoneId === m.id)),
        refundedTo: refundedTo(m.id),
      };
    }),
    activity: events.map((e) => ({
      _id: e.id,
      kind: e.kind,
      milestoneId: e.milestoneId,
      actorId: e.actorId,
      // Worded in the reader's language; a line written before that keeps its English text.
      message: e.words ? wordText(e.words, lang) : e.message,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}
