import { sql } from 'drizzle-orm';
import { DEFAULT_CURRENCY, isCurrency, type ClientEscrowReply } from '@kt/shared';
import type { Executor } from '../../db/executor.ts';
import type { Actor } from '../../policies/policies.ts';

type Row = Record<string, unknown>;
async function rows(db: Executor, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] } | Row[];
  return Array.isArray(result) ? result : result.rows;
}
const cur = (v: unknown) => (isCurrency(v) ? v : DEFAULT_CURRENCY);
const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

export const RECEIPTS_SHOWN = 50;

/**
 * The client's escrow per contract (the ledger's escrow accounts of contracts they pay for, those
 * holding money) and the receipts of their funded milestones. Only the asking client's contracts.
 */
export async function clientEscrow(db: Executor, actor: Actor): Promise<Omit<ClientEscrowReply, 'success'>> {
  const held = await rows(
    db,
    sql`select c.id, c.title, a.currency, a.balance, u.first_name, u.last_name
        from ledger_accounts a
        join contracts c on c.id = a.contract_id
        join users u on u.id = c.freelancer_id
        where a.kind = 'escrow' and c.client_id = ${actor.id} and a.balance > 0
        order by a.balance desc, c.id`,
  );
  const funded = await rows(
    db,
    sql`select c.id as contract_id, c.title as contract_title, c.currency, m.id, m.title, m.amount,
          m.status, m.funded_at
        from milestones m join contracts c on c.id = m.contract_id
        where c.client_id = ${actor.id} and m.funded_at is not null
        order by m.funded_at desc, m.id
        limit ${RECEIPTS_SHOWN}`,
  );
  return {
    contracts: held.map((r) => ({
      _id: String(r.id),
      title: String(r.title),
      currency: cur(r.currency),
      inEscrow: Number(r.balance),
      freelancerName: [r.first_name, r.last_name].filter(Boolean).join(' '),
    })),
    receipts: funded.map((r) => ({
      contractId: String(r.contract_id),
      contractTitle: String(r.contract_title),
      milestoneId: String(r.id),
      milestoneTitle: String(r.title),
      amount: Number(r.amount),
      currency: cur(r.currency),
      status: String(r.status),
      fundedAt: iso(r.funded_at),
    })),
  };
}
