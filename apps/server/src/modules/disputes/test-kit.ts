/** Test helpers for disputes: staff with two-factor on, and disputes opened through the real API. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DisputeDto } from '@kt/shared';
import type { App } from '../../app.ts';
import { users } from '../../db/schema.ts';
import { as, type TestUser } from '../../../test/helpers.ts';
import { makeUser } from '../../../test/factories.ts';
import { contractIn, type Parties } from '../contracts/test-kit.ts';

/** A mediator or admin; two-factor on unless `twoFactor: false` (their powers need it). */
export async function makeStaff(
  app: App,
  opts: { isAdmin?: boolean; isMediator?: boolean; location?: string; twoFactor?: boolean } = {},
): Promise<TestUser> {
  const u = await makeUser(app, {
    role: 'freelancer',
    isAdmin: opts.isAdmin ?? false,
    isMediator: opts.isMediator ?? !opts.isAdmin,
    ...(opts.location ? { location: opts.location } : {}),
  });
  await app.db
    .update(users)
    .set({ twoFactorEnabled: opts.twoFactor ?? true })
    .where(eq(users.id, u.id));
  return u;
}

/** Opens a dispute on the first milestone (10 000 minor units) of a contract in `state`. */
export async function openOn(
  app: App,
  p: Parties,
  state: string,
  by: 'client' | 'freelancer',
  proposal = { toFreelancer: 7_000, toClient: 3_000 },
) {
  const { contractId, milestoneId } = await contractIn(app, p, state);
  const res = await as(app, p[by]).post(`/api/milestones/${milestoneId}/dispute`, {
    reason: 'We disagree about the work delivered',
    proposal,
  });
  expect(res.statusCode, res.body).toBe(201);
  const dispute = res.json().dispute as DisputeDto;
  return { contractId, milestoneId, disputeId: dispute._id, dispute };
}

/** Calls a dispute route and expects success; returns the dispute it replies with. */
export async function act(app: App, user: TestUser, url: string, body?: Record<string, unknown>) {
  const res = await as(app, user).post(url, body);
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json().dispute as DisputeDto;
}
