/**
 * Two measurements of one route: one user (sequential requests, for p50/p95/p99 as a visitor sees
 * them) and many connections (autocannon in a worker thread, for throughput). Figures of one run are
 * compared with `/api/health` on the same server, so a loaded machine shifts both alike.
 */
import autocannon from 'autocannon';

type Cannon = (opts: Record<string, unknown>) => Promise<{
  latency: { p50: number; p99: number };
  requests: { average: number };
  non2xx: number;
  errors: number;
}>;

export type RouteFigures = {
  route: string;
  /** One user, sequential requests. */
  p50: number;
  p95: number;
  p99: number;
  /** Many connections. */
  perSecond: number;
  loadP50: number;
  loadP99: number;
  total?: number;
  failures: number;
};

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function measureRoute(
  base: string,
  route: string,
  o: { connections: number; seconds: number; oneUserRequests: number },
): Promise<RouteFigures> {
  const probe = await fetch(base + route);
  const body = (await probe.json()) as { total?: number };
  if (!probe.ok) throw new Error(`${route} answered ${probe.status}: ${JSON.stringify(body)}`);
  for (let i = 0; i < 5; i++) await (await fetch(base + route)).arrayBuffer(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < o.oneUserRequests; i++) {
    const t0 = performance.now();
    await (await fetch(base + route)).arrayBuffer();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const r = await (autocannon as unknown as Cannon)({
    url: base + route,
    connections: o.connections,
    duration: o.seconds,
    workers: 1,
  });
  return {
    route,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    perSecond: r.requests.average,
    loadP50: r.latency.p50,
    loadP99: r.latency.p99,
    total: body.total,
    failures: r.non2xx + r.errors,
  };
}
