import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applications, jobs } from '../../db/schema.ts';
import { as, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { jobStatus, makeJob, makeProposal, makeUser } from '../../../test/factories.ts';
import { sleep } from '../../realtime/test-client.ts';

const proposal = (jobId: string) => ({ jobId, coverLetter: 'I can start today.', deliveryTime: '2 weeks' });

describe('a proposal racing an accept', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('waits for an accept in flight and is refused once the accept commits', async () => {
    const owner = await makeUser(t.app, { role: 'client' });
    const freelancer = await makeUser(t.app);
    const jobId = await makeJob(t.app, owner);
    let late!: ReturnType<ReturnType<typeof as>['post']>;
    await t.app.db.transaction(async (tx) => {
      // What accepting does: lock the job, move it to in_progress; the proposal arrives meanwhile.
      await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).for('update');
      await tx.update(jobs).set({ status: 'in_progress' }).where(eq(jobs.id, jobId));
      late = as(t.app, freelancer).post('/api/applications', proposal(jobId));
      await sleep(300);
    });
    const res = await late;
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This job is no longer accepting proposals');
    expect(await t.app.db.select().from(applications).where(eq(applications.jobId, jobId))).toEqual([]);
  });

  it('under a storm of proposals and an accept, every proposal lands before the accept or is refused', async () => {
    const owner = await makeUser(t.app, { role: 'client' });
    const first = await makeUser(t.app);
    const jobId = await makeJob(t.app, owner);
    const accepted = await makeProposal(t.app, jobId, first);
    const freelancers = await Promise.all(Array.from({ length: 12 }, () => makeUser(t.app)));
    const replies = await Promise.all([
      ...freelancers.map((f) => as(t.app, f).post('/api/applications', proposal(jobId))),
      as(t.app, owner).put(`/api/applications/${accepted}/status`, { status: 'accepted' }),
    ]);
    const decision = replies.pop()!;
    expect(decision.statusCode).toBe(200);
    for (const r of replies) {
      expect([201, 400]).toContain(r.statusCode);
      if (r.statusCode === 400) expect(r.json().message).toBe('This job is no longer accepting proposals');
    }
    expect(await jobStatus(t.app, jobId)).toBe('in_progress');
    const stored = await t.app.db.select().from(applications).where(eq(applications.jobId, jobId));
    expect(stored).toHaveLength(1 + replies.filter((r) => r.statusCode === 201).length);
  });
});
