/** Interval arithmetic for outages: how much of one period no other period already covered. */
export type Period = { start: number; end: number };

/**
 * The milliseconds of `p` that none of `covered` overlaps. Two overlapping outages of one contract
 * thus move its deadlines once by their union: the second to end moves them only by what the
 * first, already resumed, did not cover.
 */
export function uncoveredMs(p: Period, covered: Period[]): number {
  const parts = covered
    .map((c) => ({ start: Math.max(c.start, p.start), end: Math.min(c.end, p.end) }))
    .filter((c) => c.end > c.start)
    .sort((a, b) => a.start - b.start);
  let free = 0;
  let cursor = p.start;
  for (const c of parts) {
    if (c.start > cursor) free += c.start - cursor;
    cursor = Math.max(cursor, c.end);
  }
  return free + Math.max(0, p.end - cursor);
}
