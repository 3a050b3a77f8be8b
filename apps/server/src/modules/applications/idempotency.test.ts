import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { applications, notifications } from '../../db/schema.ts';
import { as, createTestApp, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { makeJob, makeUser } from '../../../test/factories.ts';

/** Issue 19: a proposal written offline is sent again when the link returns, with the same key. */
describe('POST /api/applications with an Idempotency-Key', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const proposal = (jobId: string, coverLetter = 'I built three booking sites in Gilgit.') => ({
    jobId,
    coverLetter,
    deliveryTime: '3 weeks',
  });
  const submit = (user: TestUser, body: Record<string, unknown>, key?: string) =>
    as(t.app, user).post('/api/applications', body, key === undefined ? {} : { 'idempotency-key': key });
  const setup = async () => {
    const owner = await makeUser(t.app, { role: 'client' });
    const freelancer = await makeUser(t.app);
    return { owner, freelancer, jobId: await makeJob(t.app, owner) };
  };
  const stored = (jobId: string) => t.app.db.select().from(applications).where(eq(applications.jobId, jobId));
  const proposalNotices = (owner: TestUser) =>
    t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.type, 'proposal')));

  it('stores one proposal for the same key sent twice and replays the first reply', async () => {
    const { owner, freelancer, jobId } = await setup();
    const key = randomUUID();
    const first = await submit(freelancer, proposal(jobId), key);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Your proposal has been submitted successfully!',
      application: { jobId, freelancerId: freelancer.id, status: 'pending' },
    });
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await submit(freelancer, proposal(jobId), key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await stored(jobId)).toHaveLength(1);
    expect(await proposalNotices(owner)).toHaveLength(1);
  });

  it('stores one proposal when the same key arrives twice at once', async () => {
    const { owner, freelancer, jobId } = await setup();
    const key = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => submit(freelancer, proposal(jobId), key)),
    );
    for (const r of replies) {
      expect(r.statusCode, r.body).toBe(201);
      expect(r.json()).toEqual(replies[0]!.json());
    }
    expect(replies.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(3);
    expect(await stored(jobId)).toHaveLength(1);
    expect(await proposalNotices(owner)).toHaveLength(1);
  });

  it('answers 409 for the same key with a different proposal and stores nothing more', async () => {
    const { freelancer, jobId } = await setup();
    const key = randomUUID();
    expect((await submit(freelancer, proposal(jobId), key)).statusCode).toBe(201);
    const other = await submit(freelancer, proposal(jobId, 'A different cover letter.'), key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      success: false,
      message: 'This Idempotency-Key was already used for a different request',
    });
    const rows = await stored(jobId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.coverLetter).toBe('I built three booking sites in Gilgit.');
  });

  it('keeps keys per user: another freelancer with the same key gets their own proposal', async () => {
    const { freelancer, jobId } = await setup();
    const other = await makeUser(t.app);
    const key = randomUUID();
    expect((await submit(freelancer, proposal(jobId), key)).statusCode).toBe(201);
    const theirs = await submit(other, proposal(jobId), key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().application.freelancerId).toBe(other.id);
    expect(await stored(jobId)).toHaveLength(2);
  });

  it('refuses a malformed key with 400 in plain words and stores nothing', async () => {
    const { freelancer, jobId } = await setup();
    for (const key of ['', 'has space', 'x'.repeat(256), 'ключ']) {
      const res = await submit(freelancer, proposal(jobId), key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Idempotency-Key must be 1 to 255 visible characters',
      });
    }
    expect(await stored(jobId)).toHaveLength(0);
  });

  it('stores nothing for a refused request, so the same key may be used again', async () => {
    const { owner, freelancer, jobId } = await setup();
    const key = randomUUID();
    const own = await submit(owner, proposal(jobId), key);
    expect(own.statusCode).toBe(403);
    const blank = await submit(freelancer, { jobId, coverLetter: '  ', deliveryTime: '' }, key);
    expect(blank.statusCode).toBe(400);
    const ok = await submit(freelancer, proposal(jobId), key);
    expect(ok.statusCode).toBe(201);
    expect(ok.headers['idempotent-replayed']).toBeUndefined();
  });

  it('without the header behaves as before: a second proposal on the same job is a 409', async () => {
    const { freelancer, jobId } = await setup();
    expect((await submit(freelancer, proposal(jobId))).statusCode).toBe(201);
    const second = await submit(freelancer, proposal(jobId));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You have already submitted a proposal for this job');
    // A new key for a job already proposed on is the same rule: one proposal per job.
    const fresh = await submit(freelancer, proposal(jobId), randomUUID());
    expect(fresh.statusCode).toBe(409);
    expect(await stored(jobId)).toHaveLength(1);
  });
});
