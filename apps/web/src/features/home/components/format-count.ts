/**
 * 12345 -> "12,345". The same text as `thousands` from @kt/shared/format, without toLocaleString: its
 * first call loads the ICU locale data, some 70 ms on a slow phone, right while the home page starts.
 */
export function formatCount(n: number): string {
  return Number.isInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : n.toLocaleString('en-US');
}
