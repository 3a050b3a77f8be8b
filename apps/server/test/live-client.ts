/**
 * A user of a running server over HTTP (process tests and `npm run bench -- money`): a session
 * cookie, JSON in and out, and an Idempotency-Key on every money step so a retry cannot pay twice.
 * No test framework here: the bench imports it too.
 */
import { randomUUID } from 'node:crypto';

export type Reply = { status: number; body: Record<string, unknown> & { message?: string } };

export class LiveUser {
  constructor(
    readonly base: string,
    readonly id: string,
    private cookie: string,
  ) {}

  static async login(base: string, email: string, password: string): Promise<LiveUser> {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const body = (await res.json()) as { user?: { _id: string }; message?: string };
    if (res.status !== 200 || !body.user) throw new Error(`login ${email}: ${res.status} ${body.message}`);
    return new LiveUser(base, body.user._id, sessionCookieOf(res));
  }

  static async register(
    base: string,
    email: string,
    password: string,
    role: 'client' | 'freelancer',
  ): Promise<LiveUser> {
    const res = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, firstName: 'Load', lastName: 'Test', role }),
    });
    const body = (await res.json()) as { user?: { _id: string }; message?: string };
    if (res.status !== 201 || !body.user) throw new Error(`register ${email}: ${res.status} ${body.message}`);
    return new LiveUser(base, body.user._id, sessionCookieOf(res));
  }

  /** The same user on another node (sessions are rows in the shared database). */
  on(base: string) {
    return new LiveUser(base, this.id, this.cookie);
  }

  async call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        cookie: this.cookie,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    let json: Reply['body'];
    try {
      json = text ? (JSON.parse(text) as Reply['body']) : {};
    } catch {
      json = { message: text.slice(0, 200) };
    }
    return { status: res.status, body: json };
  }

  get(path: string) {
    return this.call('GET', path);
  }

  /** A money step with its own Idempotency-Key (pass `key` to retry the same step). */
  step(path: string, body: unknown = {}, key: string = randomUUID()) {
    return this.call('POST', path, body, { 'idempotency-key': key });
  }
}

function sessionCookieOf(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('kt_session='));
  if (!cookie) throw new Error('no session cookie set');
  return cookie.split(';')[0]!;
}

/** One milestone's life, each step by the party whose turn it is. */
export const LIFE = ['offer', 'accept', 'fund', 'submit', 'approve', 'withdraw'] as const;
export type LifeStep = (typeof LIFE)[number];

export type Contract = { contractId: string; milestoneId: string };

/**
 * Runs the step `step` of a one-milestone contract between `client` and `freelancer`; `key` is the
 * Idempotency-Key (the same key replays). Returns the reply; `offer` fills `contract`.
 */
export async function lifeStep(
  step: LifeStep,
  parties: { client: LiveUser; freelancer: LiveUser; payoutMethodId?: string },
  contract: Partial<Contract>,
  amount: number,
  key: string,
): Promise<Reply> {
  const { client, freelancer } = parties;
  switch (step) {
    case 'offer': {
      const r = await client.step(
        '/api/contracts',
        {
          freelancerId: freelancer.id,
          title: 'Guesthouse booking site',
          description: 'A booking website for a guesthouse in Karimabad, with an Urdu version.',
          currency: 'USD',
          milestones: [{ title: 'Whole site', amount }],
        },
        key,
      );
      if (r.status === 201) {
        const c = r.body.contract as { _id: string; milestones: { _id: string }[] };
        contract.contractId = c._id;
        contract.milestoneId = c.milestones[0]!._id;
      }
      return r;
    }
    case 'accept':
      return freelancer.step(`/api/contracts/${contract.contractId}/accept`, {}, key);
    case 'fund':
      return client.step(`/api/milestones/${contract.milestoneId}/fund`, {}, key);
    case 'submit':
      return freelancer.step(
        `/api/milestones/${contract.milestoneId}/submit`,
        { message: 'Here is the site' },
        key,
      );
    case 'approve':
      return client.step(`/api/milestones/${contract.milestoneId}/approve`, {}, key);
    case 'withdraw':
      return freelancer.step(
        '/api/wallet/withdrawals',
        { amount: Math.floor(amount / 2), currency: 'USD', payoutMethodId: parties.payoutMethodId },
        key,
      );
  }
}
