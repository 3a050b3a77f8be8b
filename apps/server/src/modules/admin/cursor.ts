import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
/** A keyset cursor `<created_at ISO>|<id>` in base64url: the last row of the page before. */
export const encodeCursor = (at: Date, id: string) =>
  Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cursor's position, or undefined for no cursor or one that is not ours (the first page). */
export function decodeCursor(cursor: string | undefined): { at: Date; id: string } | undefined {
  if (!cursor) return undefined;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const at = new Date(iso ?? '');
  if (Number.isNaN(at.getTime()) || !id || !UUID.test(id)) return undefined;
  return { at, id };
}

/** Milliseconds, as a cursor carries them (PostgreSQL keeps microseconds). */
const ms = (column: AnyColumn) => sql`date_trunc('milliseconds', ${column})`;

/** Rows after the cursor in newest-first order, and that order. */
export function newestPage(createdAt: AnyColumn, id: AnyColumn, cursor: string | undefined) {
  const after = decodeCursor(cursor);
  const where: SQL | undefined = after
    ? sql`(${ms(createdAt)}, ${id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return { where, orderBy: [sql`${ms(createdAt)} desc`, sql`${id} desc`] };
}
