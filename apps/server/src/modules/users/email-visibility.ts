import { and, eq, inArray } from 'drizzle-orm';
import type { PublicUserDto } from '@kt/shared';
import type { Executor } from '../../db/executor.ts';
import { contracts } from '../../db/schema.ts';
import { can } from '../../policies/policies.ts';

/** Contract statuses that mean "hired": the freelancer accepted the offer (issue 21). */
export const HIRED_STATUSES = ['active', 'completed'] as const;

/** The clients among `clientIds` who hired `freelancerId` on a contract. */
export async function clientsWhoHired(db: Executor, freelancerId: string, clientIds: string[]) {
  if (clientIds.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ id: contracts.clientId })
    .from(contracts)
    .where(
      and(
        eq(contracts.freelancerId, freelancerId),
        inArray(contracts.clientId, clientIds),
        inArray(contracts.status, [...HIRED_STATUSES]),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

const withoutEmail = ({ email: _email, ...rest }: PublicUserDto): PublicUserDto => rest;

/**
 * Keeps each person's e-mail only where the viewer may read it (policy 'user:read-email'): their
 * own, and the clients who hired the viewer. A guest (viewer null) sees none.
 */
export async function redactEmails<T>(
  db: Executor,
  viewerId: string | null,
  items: T[],
  personOf: (item: T) => PublicUserDto,
  setPerson: (item: T, person: PublicUserDto) => T,
): Promise<T[]> {
  const people = [...new Set(items.map((i) => personOf(i)._id))];
  const others = viewerId ? people.filter((id) => id !== viewerId) : [];
  const hiredBy = viewerId ? await clientsWhoHired(db, viewerId, others) : new Set<string>();
  return items.map((item) => {
    const person = personOf(item);
    const visible =
      viewerId !== null &&
      can('user:read-email', { id: viewerId }, { userId: person._id, hired: hiredBy.has(person._id) });
    return visible || person.email === undefined ? item : setPerson(item, withoutEmail(person));
  });
}
