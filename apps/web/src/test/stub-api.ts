import { vi } from 'vitest';

/** An answer: a status and JSON body, or 'network' for a fetch that fails before any answer. */
export type StubReply = { status: number; body?: unknown } | 'network';
/** One recorded call: "METHOD /path", the full URL, and the JSON body (or the raw body). */
export type StubCall = { key: string; url: URL; init: RequestInit; body: unknown };
type OneAnswer = StubReply | Promise<StubReply> | ((call: StubCall) => StubReply | Promise<StubReply>);
/**
 * A fixed answer, one that comes later (a promise), one computed from the call, or a list: each
 * call takes the next, and the last one repeats.
 */
export type StubAnswer = OneAnswer | OneAnswer[];
export type StubRoutes = Record<string, StubAnswer>;

const NOT_FOUND: StubReply = { status: 404, body: { success: false, message: 'Not found' } };

function bodyOf(init: RequestInit): unknown {
  if (typeof init.body !== 'string') return init.body ?? undefined;
  try {
    return JSON.parse(init.body);
  } catch {
    return init.body;
  }
}

/**
 * The one way component tests stub the API: `fetch` answers by "METHOD /path" (query left out)
 * with the body as JSON; an unknown route is a 404 with the error envelope. Returns every call in order (`calls`) and the mock itself. The API client checks the
 * bodies against the shared reply schemas, so a stub that drifts from the contract fails the test.
 */
export function stubApi(routes: StubRoutes = {}) {
  const calls: StubCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const call = { key: `${init.method ?? 'GET'} ${url.pathname}`, url, init, body: bodyOf(init) };
    calls.push(call);
    const listed = routes[call.key];
    const route = Array.isArray(listed) ? (listed.length > 1 ? listed.shift() : listed[0]) : listed;
    const answer = (await (typeof route === 'function' ? route(call) : route)) ?? NOT_FOUND;
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A promise to answer a call with later, to look at the busy state in between. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
