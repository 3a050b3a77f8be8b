const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** '30s', '15m', '12h', '14d', '500ms' (or a bare number of milliseconds) → milliseconds; undefined if not one. */
export function parseDuration(text: string): number | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?\s*$/.exec(text);
  if (!m) return undefined;
  const ms = Number(m[1]) * UNITS[m[2] ?? 'ms']!;
  return Number.isFinite(ms) ? Math.round(ms) : undefined;
}
