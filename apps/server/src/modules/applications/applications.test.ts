import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { createJob } from '../jobs/test-fixtures.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('proposals', () => {
  let t: TestContext;
  let owner: TestUser;
  let otherClient: TestUser;
  let freelancer: TestUser;
  let second: TestUser;
  let jobId: string;

  const propose = (user: TestUser | null, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload,
      headers: user ? { cookie: user.cookie } : {},
    });
  const proposal = (id = jobId) => ({
    jobId: id,
    coverLetter: 'I have built three booking sites.',
    deliveryTime: '4 weeks',
  });
  const get = (url: string, user?: TestUser) =>
    t.app.inject({ url, headers: user ? { cookie: user.cookie } : {} });
  const decide = (id: string, user: TestUser | null, status: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/applications/${id}/status`,
      payload: { status },
      headers: user ? { cookie: user.cookie } : {},
    });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { role: 'client' });
    otherClient = await createUser(t.app, { role: 'client' });
    freelancer = await createUser(t.app, { role: 'freelancer', firstName: 'Karim', lastName: 'Shah' });
    second = await createUser(t.app, { role: 'freelancer' });
    jobId = await createJob(t.app, owner);
  });
  afterAll(() => t.close());

  it('lets a freelancer propose once, and refuses a second proposal with 409', async () => {
    const res = await propose(freelancer, {
      ...proposal(),
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
    const again = await propose(freelancer, proposal());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      message: 'You have already submitted a proposal for this job',
    });
  });

  it('counts proposals and lists their ids on the job', async () => {
    expect((await get(`/api/applications/job/${jobId}/count`)).json()).toEqual({ success: true, count: 1 });
    expect((await get(`/api/jobs/${jobId}`)).json().job.applications).toHaveLength(1);
  });

  it('refuses a guest (401), a client on their own job and another client (403)', async () => {
    expect((await propose(null, proposal())).statusCode).toBe(401);
    const own = await propose(owner, proposal());
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot apply to your own job');
    const other = await propose(otherClient, proposal());
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Only freelancers can submit proposals');
  });

  it.each([
    [{ coverLetter: '   ' }, 'Cover letter is required'],
    [{ coverLetter: undefined }, 'Cover letter is required'],
    [{ deliveryTime: '' }, 'Delivery time is required'],
    [{ jobId: 'nope' }, 'Invalid job id'],
  ])('rejects %o with 400', async (overrides, message) => {
    const res = await propose(second, { ...proposal(), ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
  });

  it('answers a proposal on an unknown job with 404', async () => {
    expect((await propose(second, proposal(UNKNOWN))).statusCode).toBe(404);
  });

  it('lists proposals to the owner only, freelancer populated', async () => {
    expect((await get(`/api/applications/job/${jobId}`)).statusCode).toBe(401);
    for (const user of [freelancer, otherClient]) {
      const res = await get(`/api/applications/job/${jobId}`, user);
      expect(res.statusCode).toBe(403);
      expect(res.json().success).toBe(false);
    }
    const res = await get(`/api/applications/job/${jobId}`, owner);
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
    const res = await get('/api/applications/my', freelancer);
    expect(res.statusCode).toBe(200);
    const { applications } = res.json();
    expect(applications).toHaveLength(1);
    expect(applications[0].jobId).toMatchObject({
      _id: jobId,
      title: 'Build a booking website for a guesthouse',
      budgetMin: 400,
    });
    expect((await get('/api/applications/my', second)).json().applications).toEqual([]);
    expect((await get('/api/applications/my')).statusCode).toBe(401);
  });

  it('answers bad ids with 400 and unknown ones with 404, never 500', async () => {
    expect((await get('/api/applications/job/abc', owner)).statusCode).toBe(400);
    expect((await get('/api/applications/job/abc/count')).statusCode).toBe(400);
    expect((await get(`/api/applications/job/${UNKNOWN}`, owner)).statusCode).toBe(404);
    expect((await get(`/api/applications/job/${UNKNOWN}/count`)).statusCode).toBe(404);
    expect((await decide('abc', owner, 'accepted')).statusCode).toBe(400);
    expect((await decide(UNKNOWN, owner, 'accepted')).statusCode).toBe(404);
  });

  it('lets only the owner accept, only accepted or rejected, only from pending', async () => {
    const jobB = await createJob(t.app, owner, { title: 'Mobile app for a trekking company' });
    const a = (await propose(freelancer, proposal(jobB))).json().application._id as string;
    const b = (await propose(second, proposal(jobB))).json().application._id as string;

    expect((await decide(a, null, 'accepted')).statusCode).toBe(401);
    const asFreelancer = await decide(a, freelancer, 'accepted');
    expect(asFreelancer.statusCode).toBe(403);
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
    expect((await get(`/api/jobs/${jobB}`)).json().job.status).toBe('in_progress');
    expect((await get(`/api/jobs?search=trekking`)).json().total).toBe(0);

    const again = await decide(a, owner, 'rejected');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This proposal has already been accepted');
    expect((await decide(b, owner, 'accepted')).statusCode).toBe(400);
    const rejected = await decide(b, owner, 'rejected');
    expect(rejected.json()).toMatchObject({ success: true, message: 'Proposal rejected successfully' });

    const late = await createUser(t.app, { role: 'freelancer' });
    const closed = await propose(late, proposal(jobB));
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe('This job is no longer accepting proposals');
  });
});
