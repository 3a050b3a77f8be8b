import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { createJob, jobFields, PDF, PNG, postJob, SCRIPT } from './test-fixtures.ts';

describe('posting a job', () => {
  let t: TestContext;
  let client: TestUser;
  let freelancer: TestUser;
  const uploads = () => fs.readdirSync(path.join(t.config.dataDir, 'uploads'));
  const myJobCount = async () =>
    (await t.app.inject({ url: '/api/jobs/my', headers: { cookie: client.cookie } })).json().jobs.length;

  beforeAll(async () => {
    t = await createTestApp();
    client = await createUser(t.app, { role: 'client', firstName: 'Amina', lastName: 'Baig' });
    freelancer = await createUser(t.app, { role: 'freelancer' });
  });
  afterAll(() => t.close());

  it('refuses a guest with 401 and a freelancer with 403', async () => {
    expect((await postJob(t.app, null)).statusCode).toBe(401);
    const res = await postJob(t.app, freelancer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: 'Only clients can post jobs' });
  });

  it('posts a job with attachments stored under /uploads/ with their original names', async () => {
    const res = await postJob(t.app, client, jobFields({ skills: JSON.stringify(['React', ' ', 'react']) }), [
      { field: 'attachments', filename: 'brief.pdf', content: PDF, type: 'application/pdf' },
      { field: 'attachments', filename: 'C:\\mock\\screen.png', content: PNG, type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(201);
    const { success, message, job } = res.json();
    expect(success).toBe(true);
    expect(message).toBe('Job posted successfully');
    expect(job).toMatchObject({
      title: 'Build a booking website for a guesthouse',
      budgetMin: 400,
      budgetMax: 900,
      budgetType: 'fixed',
      skills: ['React'],
      status: 'open',
      applications: [],
      userId: { _id: client.id, firstName: 'Amina', lastName: 'Baig', email: client.email },
    });
    expect(job.attachments.map((a: { originalName: string }) => a.originalName)).toEqual([
      'brief.pdf',
      'screen.png',
    ]);
    const pdf = job.attachments[0];
    expect(pdf.path).toMatch(/^\/uploads\/[0-9a-f]{32}\.pdf$/);
    const served = await t.app.inject(pdf.path);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);
  });

  it('defaults the budget type to fixed and accepts a job-board category', async () => {
    const fields = jobFields({ category: 'Digital Marketing' });
    delete fields.budgetType;
    const res = await postJob(t.app, client, fields);
    expect(res.statusCode).toBe(201);
    expect(res.json().job).toMatchObject({ budgetType: 'fixed', category: 'Digital Marketing' });
  });

  it.each([
    [{ title: 'Too short' }, 'Title must be at least 10 characters'],
    [{ description: 'Short description.' }, 'Description must be at least 50 characters'],
    [{ skills: JSON.stringify([' ', '']) }, 'At least one skill is required'],
    [{ skills: '' }, 'At least one skill is required'],
    [{ budgetType: 'weekly' }, 'Budget type must be hourly or fixed'],
    [
      { budgetMin: '900', budgetMax: '400' },
      'Maximum budget must be greater than or equal to minimum budget',
    ],
    [{ budgetMin: '' }, 'Minimum budget is required'],
    [{ budgetMax: 'lots' }, 'Maximum budget must be a number'],
    [{ budgetMin: '-5' }, 'Minimum budget cannot be negative'],
    [{ category: 'Plumbing' }, 'Please select a valid category'],
    [{ category: '' }, 'Category is required'],
    [{ duration: 'forever' }, 'Please select a valid duration'],
    [{ experienceLevel: 'Guru' }, 'Please select a valid experience level'],
  ])('rejects %o with 400 and writes nothing', async (overrides, message) => {
    const before = await myJobCount();
    const res = await postJob(t.app, client, jobFields(overrides), [
      { field: 'attachments', filename: 'brief.pdf', content: PDF },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(await myJobCount()).toBe(before);
  });

  it('rejects a disguised upload (a script named .pdf) with 415 and stores nothing', async () => {
    const before = uploads().length;
    const res = await postJob(t.app, client, jobFields(), [
      { field: 'attachments', filename: 'brief.pdf', content: PDF },
      { field: 'attachments', filename: 'invoice.pdf', content: SCRIPT, type: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
    expect(uploads().length).toBe(before);
  });

  it('rejects a file over 10 MB with 413', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await postJob(t.app, client, jobFields(), [
      { field: 'attachments', filename: 'big.pdf', content: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: 'Each file must be at most 10 MB' });
  });

  it('rejects six files with 413 and writes nothing', async () => {
    const before = await myJobCount();
    const files = Array.from({ length: 6 }, (_, i) => ({
      field: 'attachments',
      filename: `page-${i}.pdf`,
      content: PDF,
    }));
    const res = await postJob(t.app, client, jobFields(), files);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('You can attach at most 5 files');
    expect(await myJobCount()).toBe(before);
  });

  it('accepts exactly five files', async () => {
    const files = Array.from({ length: 5 }, (_, i) => ({
      field: 'attachments',
      filename: `page-${i}.png`,
      content: PNG,
    }));
    const res = await postJob(t.app, client, jobFields(), files);
    expect(res.statusCode).toBe(201);
    expect(res.json().job.attachments).toHaveLength(5);
  });

  it('accepts a JSON body with skills as a list', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: { cookie: client.cookie },
      payload: { ...jobFields(), skills: ['Figma'], budgetMin: 50, budgetMax: 50 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().job).toMatchObject({ skills: ['Figma'], budgetMin: 50, budgetMax: 50 });
  });
});

describe('reading jobs', () => {
  let t: TestContext;
  let client: TestUser;
  let jobId: string;

  beforeAll(async () => {
    t = await createTestApp();
    client = await createUser(t.app, { role: 'client' });
    jobId = await createJob(t.app, client);
  });
  afterAll(() => t.close());

  it('answers a bad id with 400 and an unknown one with 404', async () => {
    expect((await t.app.inject('/api/jobs/not-a-uuid')).statusCode).toBe(400);
    const res = await t.app.inject('/api/jobs/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Job not found' });
  });

  it('returns a job with its client populated and member-since; the e-mail only to its owner', async () => {
    const res = await t.app.inject(`/api/jobs/${jobId}`);
    expect(res.statusCode).toBe(200);
    const { job } = res.json();
    expect(job._id).toBe(jobId);
    expect(job.userId).toMatchObject({ _id: client.id, location: null });
    expect(job.userId.email).toBeUndefined();
    expect(typeof job.userId.createdAt).toBe('string');
    expect(res.body).not.toMatch(/password|search/i);
    const own = await t.app.inject({ url: `/api/jobs/${jobId}`, headers: { cookie: client.cookie } });
    expect(own.json().job.userId.email).toBe(client.email);
  });

  it('lists a client their own jobs and refuses a guest', async () => {
    expect((await t.app.inject('/api/jobs/my')).statusCode).toBe(401);
    const other = await createUser(t.app, { role: 'client' });
    const mine = await t.app.inject({ url: '/api/jobs/my', headers: { cookie: client.cookie } });
    expect(mine.json().jobs.map((j: { _id: string }) => j._id)).toEqual([jobId]);
    const theirs = await t.app.inject({ url: '/api/jobs/my', headers: { cookie: other.cookie } });
    expect(theirs.json()).toEqual({ success: true, jobs: [] });
  });
});
