import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { makeJob, makeProposal, makeUser } from '../../../test/factories.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('proposals', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const proposal = (jobId: string) => ({
    jobId,
    coverLetter: 'I have built three booking sites.',
    deliveryTime: '4 weeks',
  });
  const propose = (user: TestUser | null, payload: Record<string, unknown>) =>
    as(t.app, user).post('/api/applications', payload);
  const decide = (id: string, user: TestUser | null, status: unknown) =>
    as(t.app, user).put(`/api/applications/${id}/status`, { status });
  /** A client's open job, fresh for each test. */
  const openJob = async (title?: string) => {
    const owner = await makeUser(t.app, { role: 'client' });
    return { owner, jobId: await makeJob(t.app, owner, title ? { title } : {}) };
  };

  it('lets a freelancer propose once, and refuses a second proposal with 409', async () => {
    const { jobId } = await openJob();
    const freelancer = await makeUser(t.app);
    const res = await propose(freelancer, {
      ...proposal(jobId),
      coverLetter: '  I have built three booking sites.  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Your proposal has been submitted successfully!',
      application: {
        jobId,
        freelancerId: freelancer.id,
        status: 'pending',
        coverLetter: 'I have built three booking sites.',
      },
    });
    const again = await propose(freelancer, proposal(jobId));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      message: 'You have already submitted a proposal for this job',
    });
  });

  it('counts proposals and lists their ids on the job', async () => {
    const { jobId } = await openJob();
    const ids = [
      await makeProposal(t.app, jobId, await makeUser(t.app)),
      await makeProposal(t.app, jobId, await makeUser(t.app)),
    ];
    expect((await as(t.app, null).get(`/api/applications/job/${jobId}/count`)).json()).toEqual({
      success: true,
      count: 2,
    });
    expect((await as(t.app, null).get(`/api/jobs/${jobId}`)).json().job.applications.sort()).toEqual(
      ids.sort(),
    );
  });

  it('refuses a guest (401), a client on their own job and another client (403)', async () => {
    const { owner, jobId } = await openJob();
    const otherClient = await makeUser(t.app, { role: 'client' });
    expect((await propose(null, proposal(jobId))).statusCode).toBe(401);
    const own = await propose(owner, proposal(jobId));
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot apply to your own job');
    const other = await propose(otherClient, proposal(jobId));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Only freelancers can submit proposals');
  });

  it.each([
    [{ coverLetter: '   ' }, 'Cover letter is required'],
    [{ coverLetter: undefined }, 'Cover letter is required'],
    [{ deliveryTime: '' }, 'Delivery time is required'],
    [{ jobId: 'nope' }, 'Invalid job id'],
  ])('rejects %o with 400', async (overrides, message) => {
    const { jobId } = await openJob();
    const res = await propose(await makeUser(t.app), { ...proposal(jobId), ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
  });

  it('answers a proposal on an unknown job with 404', async () => {
    expect((await propose(await makeUser(t.app), proposal(UNKNOWN))).statusCode).toBe(404);
  });

  it('lists proposals to the owner only, freelancer populated', async () => {
    const { owner, jobId } = await openJob();
    const freelancer = await makeUser(t.app, { firstName: 'Karim', lastName: 'Shah' });
    await makeProposal(t.app, jobId, freelancer);
    const otherClient = await makeUser(t.app, { role: 'client' });
    expect((await as(t.app, null).get(`/api/applications/job/${jobId}`)).statusCode).toBe(401);
    for (const user of [freelancer, otherClient]) {
      const res = await as(t.app, user).get(`/api/applications/job/${jobId}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().success).toBe(false);
    }
    const res = await as(t.app, owner).get(`/api/applications/job/${jobId}`);
    expect(res.statusCode).toBe(200);
    const [app] = res.json().applications;
    expect(app).toMatchObject({
      jobId,
      deliveryTime: '4 weeks',
      status: 'pending',
      freelancerId: { _id: freelancer.id, firstName: 'Karim', lastName: 'Shah', email: freelancer.email },
    });
  });

  it("lists a freelancer's own proposals with their jobs", async () => {
    const { jobId } = await openJob();
    const freelancer = await makeUser(t.app);
    await makeProposal(t.app, jobId, freelancer);
    const res = await as(t.app, freelancer).get('/api/applications/my');
    expect(res.statusCode).toBe(200);
    const { applications } = res.json();
    expect(applications).toHaveLength(1);
    expect(applications[0].jobId).toMatchObject({
      _id: jobId,
      title: 'Build a booking website for a guesthouse',
      budgetMin: 400,
    });
    expect((await as(t.app, await makeUser(t.app)).get('/api/applications/my')).json().applications).toEqual(
      [],
    );
    expect((await as(t.app, null).get('/api/applications/my')).statusCode).toBe(401);
  });

  it('answers bad ids with 400 and unknown ones with 404, never 500', async () => {
    const { owner } = await openJob();
    const get = (url: string, user: TestUser | null = null) => as(t.app, user).get(url);
    expect((await get('/api/applications/job/abc', owner)).statusCode).toBe(400);
    expect((await get('/api/applications/job/abc/count')).statusCode).toBe(400);
    expect((await get(`/api/applications/job/${UNKNOWN}`, owner)).statusCode).toBe(404);
    expect((await get(`/api/applications/job/${UNKNOWN}/count`)).statusCode).toBe(404);
    expect((await decide('abc', owner, 'accepted')).statusCode).toBe(400);
    expect((await decide(UNKNOWN, owner, 'accepted')).statusCode).toBe(404);
  });

  it('lets only the owner accept, only accepted or rejected, only from pending', async () => {
    const { owner, jobId } = await openJob('Mobile app for a trekking company');
    const freelancer = await makeUser(t.app);
    const second = await makeUser(t.app);
    const otherClient = await makeUser(t.app, { role: 'client' });
    const a = await makeProposal(t.app, jobId, freelancer);
    const b = await makeProposal(t.app, jobId, second);

    expect((await decide(a, null, 'accepted')).statusCode).toBe(401);
    expect((await decide(a, freelancer, 'accepted')).statusCode).toBe(403);
    expect((await decide(a, otherClient, 'accepted')).statusCode).toBe(403);
    for (const status of ['pending', 'hired', '', undefined]) {
      expect((await decide(a, owner, status)).statusCode, String(status)).toBe(400);
    }

    const ok = await decide(a, owner, 'accepted');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      success: true,
      message: 'Proposal accepted successfully',
      application: { _id: a, status: 'accepted', freelancerId: { _id: freelancer.id } },
    });
    expect((await as(t.app, null).get(`/api/jobs/${jobId}`)).json().job.status).toBe('in_progress');
    expect((await as(t.app, null).get('/api/jobs?search=trekking')).json().total).toBe(0);

    const again = await decide(a, owner, 'rejected');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This proposal has already been accepted');
    expect((await decide(b, owner, 'accepted')).statusCode).toBe(400);
    const rejected = await decide(b, owner, 'rejected');
    expect(rejected.json()).toMatchObject({ success: true, message: 'Proposal rejected successfully' });

    const closed = await propose(await makeUser(t.app), proposal(jobId));
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe('This job is no longer accepting proposals');
  });
});
