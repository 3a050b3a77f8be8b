import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_JOB_CATEGORIES } from '@kt/shared';
import { as, createTestApp, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { makeJob, makeUser } from '../../../test/factories.ts';
import { offer, step } from '../contracts/test-kit.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe("a client's e-mail address (issue 21)", () => {
  let t: TestContext;
  let owner: TestUser;
  let otherClient: TestUser;
  let freelancer: TestUser;
  let hired: TestUser;
  let offered: TestUser;
  let jobId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await makeUser(t.app, { role: 'client', firstName: 'Amina', lastName: 'Baig' });
    otherClient = await makeUser(t.app, { role: 'client' });
    freelancer = await makeUser(t.app, { role: 'freelancer' });
    hired = await makeUser(t.app, { role: 'freelancer' });
    offered = await makeUser(t.app, { role: 'freelancer' });
    jobId = await makeJob(t.app, owner, { title: 'Privacy check: a booking website for a hotel' });
    // `hired` accepted a contract from the owner; `offered` only has an offer, not yet accepted.
    const contract = await offer(t.app, { client: owner, freelancer: hired, stranger: otherClient });
    await step(t.app, hired, `/api/contracts/${contract._id}/accept`);
    await offer(t.app, { client: owner, freelancer: offered, stranger: otherClient });
  });
  afterAll(() => t.close());

  const viewers = () =>
    [
      ['a guest', null, false],
      ['another client', otherClient, false],
      ['a freelancer not hired', freelancer, false],
      ['a freelancer with an offer not yet accepted', offered, false],
      ['the freelancer the client hired', hired, true],
      ['the owner', owner, true],
    ] as const;

  it.each([0, 1, 2, 3, 4, 5])(
    'GET /api/jobs/{id} and GET /api/jobs show it only to the right viewer (%i)',
    async (i) => {
      const [who, user, sees] = viewers()[i]!;
      const one = await as(t.app, user).get(`/api/jobs/${jobId}`);
      expect(one.statusCode, who).toBe(200);
      const client = one.json().job.userId;
      expect(client._id).toBe(owner.id);
      if (sees) expect(client.email, who).toBe(owner.email);
      else expect(one.body, who).not.toContain(owner.email);

      const list = await as(t.app, user).get('/api/jobs?search=privacy');
      expect(list.statusCode).toBe(200);
      const listed = list.json().jobs.find((j: { _id: string }) => j._id === jobId);
      expect(listed, who).toBeDefined();
      if (sees) expect(listed.userId.email, who).toBe(owner.email);
      else expect(list.body, who).not.toContain(owner.email);
    },
  );

  it('is absent from the public user page, the proposals a freelancer lists and contracts of others', async () => {
    const page = await as(t.app, hired).get(`/api/users/${owner.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(owner.email);
    const mine = await as(t.app, freelancer).post('/api/applications', {
      jobId,
      coverLetter: 'I have built three booking sites.',
      deliveryTime: '3 weeks',
    });
    expect(mine.statusCode, mine.body).toBe(201);
    const listed = await as(t.app, freelancer).get('/api/applications/my');
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(owner.email);
    const contracts = await as(t.app, hired).get('/api/contracts');
    expect(contracts.statusCode).toBe(200);
    expect(contracts.body).not.toContain(owner.email);
  });
});

describe('GET /api/users/{id}: a public client page', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows name, location, member since, jobs posted, hires and rating, never the e-mail', async () => {
    const client = await makeUser(t.app, {
      role: 'client',
      firstName: 'Sana',
      lastName: 'Karim',
      location: 'Gilgit',
    });
    const freelancer = await makeUser(t.app);
    const stranger = await makeUser(t.app, { role: 'client' });
    await makeJob(t.app, client);
    await makeJob(t.app, client, { status: 'completed' });
    const accepted = await offer(t.app, { client, freelancer, stranger });
    await step(t.app, freelancer, `/api/contracts/${accepted._id}/accept`);
    await offer(t.app, { client, freelancer: await makeUser(t.app), stranger }); // not a hire yet

    const res = await t.app.inject(`/api/users/${client.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      user: {
        _id: client.id,
        firstName: 'Sana',
        lastName: 'Karim',
        role: 'client',
        profileImage: null,
        location: 'Gilgit',
        createdAt: expect.any(String),
        jobsPosted: 2,
        hires: 1,
        rating: 0,
        reviewsCount: 0,
        reviews: [],
      },
    });
    expect(res.body).not.toContain(client.email);
    expect(res.body).not.toMatch(/password|email/i);
  });

  it('answers an unknown id with 404 and a malformed one with 400', async () => {
    const unknown = await t.app.inject(`/api/users/${UNKNOWN}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'User not found' });
    expect((await t.app.inject('/api/users/not-an-id')).statusCode).toBe(400);
  });
});

describe('the board filters by each of the ten categories of the post form', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds every job by its category, with exact counts', async () => {
    const client = await makeUser(t.app, { role: 'client' });
    const ids = new Map<string, string[]>();
    for (const [i, category] of POST_JOB_CATEGORIES.entries()) {
      const made: string[] = [];
      // 1..2 jobs per category so a wrong filter cannot pass by coincidence.
      for (let k = 0; k <= i % 2; k++) made.push(await makeJob(t.app, client, { category }));
      ids.set(category, made);
    }
    for (const category of POST_JOB_CATEGORIES) {
      const res = await t.app.inject(`/api/jobs?category=${encodeURIComponent(category)}`);
      expect(res.statusCode, category).toBe(200);
      const body = res.json();
      expect(body.jobs.map((j: { _id: string }) => j._id).sort(), category).toEqual(
        [...ids.get(category)!].sort(),
      );
      expect(body.total, category).toBe(ids.get(category)!.length);
      expect(body.jobs.every((j: { category: string }) => j.category === category)).toBe(true);
    }
    const counts = (await t.app.inject('/api/jobs/category-counts')).json().counts;
    for (const category of POST_JOB_CATEGORIES)
      expect(counts[category], category).toBe(ids.get(category)!.length);
  });
});

describe('an empty conversation is in neither inbox', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists a conversation only once a message is in it, and the thread stays readable', async () => {
    const client = await makeUser(t.app, { role: 'client' });
    const freelancer = await makeUser(t.app);
    const started = await as(t.app, client).post('/api/messages/conversations', {
      recipientId: freelancer.id,
    });
    expect(started.statusCode).toBe(201);
    const id = started.json().conversation.id as string;
    for (const user of [client, freelancer]) {
      const list = (await as(t.app, user).get('/api/messages/conversations')).json();
      expect(list).toMatchObject({ success: true, conversations: [] });
    }
    const thread = await as(t.app, client).get(`/api/messages/conversations/${id}`);
    expect(thread.statusCode).toBe(200);
    expect(thread.json().messages).toEqual([]);

    const sent = await as(t.app, client).post('/api/messages', { conversationId: id, content: 'Hello Ali' });
    expect(sent.statusCode).toBe(201);
    for (const user of [client, freelancer]) {
      const list = (await as(t.app, user).get('/api/messages/conversations')).json();
      expect(
        list.conversations.map((c: { id: string; lastMessage: string }) => [c.id, c.lastMessage]),
      ).toEqual([[id, 'Hello Ali']]);
    }
  });
});
