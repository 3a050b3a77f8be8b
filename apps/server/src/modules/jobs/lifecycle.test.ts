import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, multipart, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { jobStatus, makeJob, makeProposal, makeUser } from '../../../test/factories.ts';
import { jobFields, PDF, PNG, postJob } from './test-fixtures.ts';

type File = { field: string; filename: string; content: Buffer; type?: string };

describe('the job lifecycle (issue 21)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const putJob = (
    user: TestUser | null,
    jobId: string,
    fields: Record<string, string>,
    files: File[] = [],
  ) => {
    const body = multipart(fields, files);
    return t.app.inject({
      method: 'PUT',
      url: `/api/jobs/${jobId}`,
      payload: body.payload,
      headers: { ...body.headers, ...(user ? { cookie: user.cookie } : {}) },
    });
  };
  const ownJob = async () => {
    const owner = await makeUser(t.app, { role: 'client' });
    return { owner, jobId: await makeJob(t.app, owner) };
  };
  const notificationsOf = async (user: TestUser) =>
    (await as(t.app, user).get('/api/notifications')).json().notifications as {
      title: string;
      link: string;
    }[];
  const board = async (search: string) =>
    (await as(t.app, null).get(`/api/jobs?search=${encodeURIComponent(search)}`)).json().jobs as {
      _id: string;
    }[];

  describe('PUT /api/jobs/{id}', () => {
    it('refuses a guest (401), a freelancer and another client (403), an unknown job (404)', async () => {
      const { jobId } = await ownJob();
      expect((await putJob(null, jobId, jobFields())).statusCode).toBe(401);
      const other = await makeUser(t.app, { role: 'client' });
      const res = await putJob(other, jobId, jobFields());
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        message: 'Only the client who posted this job can change it',
      });
      expect((await putJob(await makeUser(t.app), jobId, jobFields())).statusCode).toBe(403);
      const unknown = await putJob(other, '00000000-0000-4000-8000-000000000000', jobFields());
      expect(unknown.statusCode).toBe(404);
    });

    it('validates with the same messages as create', async () => {
      const { owner, jobId } = await ownJob();
      const res = await putJob(owner, jobId, jobFields({ title: 'Too short' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Title must be at least 10 characters');
      const money = await putJob(owner, jobId, jobFields({ budgetMin: '900', budgetMax: '400' }));
      expect(money.json().message).toBe('Maximum budget must be greater than or equal to minimum budget');
      expect((await as(t.app, owner).get(`/api/jobs/${jobId}`)).json().job.title).toBe(
        'Build a booking website for a guesthouse',
      );
    });

    it('replaces the fields, removes and adds attachments, and deletes the removed files after commit', async () => {
      const owner = await makeUser(t.app, { role: 'client' });
      const created = await postJob(t.app, owner, jobFields(), [
        { field: 'attachments', filename: 'brief.pdf', content: PDF, type: 'application/pdf' },
        { field: 'attachments', filename: 'old.png', content: PNG, type: 'image/png' },
      ]);
      const job = created.json().job;
      const [brief, old] = job.attachments;
      const oldFile = path.join(t.config.dataDir, 'uploads', path.basename(old.path));
      expect(fs.existsSync(oldFile)).toBe(true);

      const body = multipart(
        {
          ...jobFields({ title: 'Build a booking website with payments', budgetMax: '1200' }),
          removeAttachments: old._id,
        },
        [{ field: 'attachments', filename: 'new-brief.pdf', content: PDF, type: 'application/pdf' }],
      );
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/jobs/${job._id}`,
        payload: body.payload,
        headers: { ...body.headers, cookie: owner.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Job updated successfully',
        job: { title: 'Build a booking website with payments', budgetMax: 1200, status: 'open' },
      });
      expect(res.json().job.attachments.map((a: { originalName: string }) => a.originalName)).toEqual([
        'brief.pdf',
        'new-brief.pdf',
      ]);
      expect(res.json().job.attachments[0]._id).toBe(brief._id);
      expect(fs.existsSync(oldFile)).toBe(false);
    });

    it('refuses an attachment of another job and more than five files in all', async () => {
      const { owner, jobId } = await ownJob();
      const other = await postJob(t.app, owner, jobFields(), [
        { field: 'attachments', filename: 'a.pdf', content: PDF, type: 'application/pdf' },
      ]);
      const foreign = other.json().job.attachments[0]._id;
      const res = await putJob(owner, jobId, { ...jobFields(), removeAttachments: foreign });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Attachment not found on this job');
      const six = Array.from({ length: 5 }, (_, i) => ({
        field: 'attachments',
        filename: `f${i}.pdf`,
        content: PDF,
        type: 'application/pdf',
      }));
      const full = await putJob(owner, other.json().job._id, jobFields(), six);
      expect(full.statusCode).toBe(413);
      expect(full.json().message).toBe('You can attach at most 5 files');
    });

    it('edits only an open job (409 once closed)', async () => {
      const { owner, jobId } = await ownJob();
      expect((await as(t.app, owner).post(`/api/jobs/${jobId}/close`)).statusCode).toBe(200);
      const res = await putJob(owner, jobId, jobFields());
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Only an open job can be edited');
    });
  });

  describe('close and reopen', () => {
    it('closes an open job: off the board, proposals refused, pending freelancers told', async () => {
      const owner = await makeUser(t.app, { role: 'client' });
      const title = `Lifecycle close ${Date.now()} glacier`;
      const jobId = await makeJob(t.app, owner, { title });
      const pending = await makeUser(t.app);
      const rejected = await makeUser(t.app);
      await makeProposal(t.app, jobId, pending);
      await makeProposal(t.app, jobId, rejected, { status: 'rejected' });
      expect((await board('glacier')).map((j) => j._id)).toContain(jobId);

      expect((await as(t.app, pending).post(`/api/jobs/${jobId}/close`)).statusCode).toBe(403);
      expect((await as(t.app, null).post(`/api/jobs/${jobId}/close`)).statusCode).toBe(401);
      const res = await as(t.app, owner).post(`/api/jobs/${jobId}/close`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: 'Job closed', job: { status: 'closed' } });
      expect(await jobStatus(t.app, jobId)).toBe('closed');
      expect((await board('glacier')).map((j) => j._id)).not.toContain(jobId);

      const late = await makeUser(t.app);
      const refused = await as(t.app, late).post('/api/applications', {
        jobId,
        coverLetter: 'I can start today.',
        deliveryTime: '1 week',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('This job is no longer accepting proposals');

      expect((await notificationsOf(pending)).map((n) => n.title)).toContain(
        `"${title}" is no longer accepting proposals`,
      );
      expect(await notificationsOf(rejected)).toHaveLength(0);

      const again = await as(t.app, owner).post(`/api/jobs/${jobId}/close`);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Only an open job can be closed');
    });

    it('reopens a closed job only, and it takes proposals again', async () => {
      const { owner, jobId } = await ownJob();
      const notClosed = await as(t.app, owner).post(`/api/jobs/${jobId}/reopen`);
      expect(notClosed.statusCode).toBe(409);
      expect(notClosed.json().message).toBe('Only a closed job can be reopened');
      await as(t.app, owner).post(`/api/jobs/${jobId}/close`);
      const stranger = await makeUser(t.app, { role: 'client' });
      expect((await as(t.app, stranger).post(`/api/jobs/${jobId}/reopen`)).statusCode).toBe(403);
      const res = await as(t.app, owner).post(`/api/jobs/${jobId}/reopen`);
      expect(res.statusCode).toBe(200);
      expect(res.json().job.status).toBe('open');
      const freelancer = await makeUser(t.app);
      const ok = await as(t.app, freelancer).post('/api/applications', {
        jobId,
        coverLetter: 'Ready when you are.',
        deliveryTime: '2 weeks',
      });
      expect(ok.statusCode).toBe(201);
    });

    it('still lets the owner accept a pending proposal on a closed job (it moves to in progress)', async () => {
      const { owner, jobId } = await ownJob();
      const freelancer = await makeUser(t.app);
      const id = await makeProposal(t.app, jobId, freelancer);
      await as(t.app, owner).post(`/api/jobs/${jobId}/close`);
      const res = await as(t.app, owner).put(`/api/applications/${id}/status`, { status: 'accepted' });
      expect(res.statusCode).toBe(200);
      expect(await jobStatus(t.app, jobId)).toBe('in_progress');
      expect((await as(t.app, owner).post(`/api/jobs/${jobId}/reopen`)).statusCode).toBe(409);
    });

    it('races proposals against close: each proposal is either stored before it or refused', async () => {
      const { owner, jobId } = await ownJob();
      const freelancers = await Promise.all(Array.from({ length: 6 }, () => makeUser(t.app)));
      const results = await Promise.all([
        ...freelancers.map((f) =>
          as(t.app, f).post('/api/applications', { jobId, coverLetter: 'Quick!', deliveryTime: '1 week' }),
        ),
        as(t.app, owner).post(`/api/jobs/${jobId}/close`),
      ]);
      const close = results.pop()!;
      expect(close.statusCode).toBe(200);
      const stored = results.filter((r) => r.statusCode === 201).length;
      for (const r of results.filter((x) => x.statusCode !== 201)) {
        expect(r.statusCode).toBe(400);
        expect(r.json().message).toBe('This job is no longer accepting proposals');
      }
      const list = (await as(t.app, owner).get(`/api/applications/job/${jobId}`)).json().applications;
      expect(list).toHaveLength(stored);
      // Every stored proposal was pending when the job closed, so each of them was told.
      for (const a of list as { freelancerId: { _id: string } }[]) {
        const f = freelancers.find((x) => x.id === a.freelancerId._id)!;
        expect((await notificationsOf(f)).map((n) => n.link)).toContain(`/jobs/${jobId}`);
      }
    });

    it('does not close a job in progress', async () => {
      const owner = await makeUser(t.app, { role: 'client' });
      const jobId = await makeJob(t.app, owner, { status: 'in_progress' });
      expect((await as(t.app, owner).post(`/api/jobs/${jobId}/close`)).statusCode).toBe(409);
    });
  });

  describe('withdraw', () => {
    it('lets the freelancer withdraw a pending proposal; the owner sees it withdrawn and is told', async () => {
      const { owner, jobId } = await ownJob();
      const freelancer = await makeUser(t.app);
      const id = await makeProposal(t.app, jobId, freelancer);
      expect((await as(t.app, null).post(`/api/applications/${id}/withdraw`)).statusCode).toBe(401);
      const other = await makeUser(t.app);
      const stranger = await as(t.app, other).post(`/api/applications/${id}/withdraw`);
      expect(stranger.statusCode).toBe(404);
      expect((await as(t.app, owner).post(`/api/applications/${id}/withdraw`)).statusCode).toBe(404);

      const res = await as(t.app, freelancer).post(`/api/applications/${id}/withdraw`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Proposal withdrawn',
        application: { status: 'withdrawn' },
      });

      const list = (await as(t.app, owner).get(`/api/applications/job/${jobId}`)).json().applications;
      expect(list).toMatchObject([{ _id: id, status: 'withdrawn' }]);
      expect((await notificationsOf(owner)).map((n) => n.link)).toContain(`/my-jobs/${jobId}`);
      const mine = (await as(t.app, freelancer).get('/api/applications/my')).json().applications;
      expect(mine).toMatchObject([{ _id: id, status: 'withdrawn' }]);

      const twice = await as(t.app, freelancer).post(`/api/applications/${id}/withdraw`);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('This proposal has already been withdrawn');
      // The owner cannot accept it any more, nor hire from it.
      const accept = await as(t.app, owner).put(`/api/applications/${id}/status`, { status: 'accepted' });
      expect(accept.statusCode).toBe(400);
    });

    it('refuses to withdraw an accepted proposal', async () => {
      const { jobId } = await ownJob();
      const freelancer = await makeUser(t.app);
      const id = await makeProposal(t.app, jobId, freelancer, { status: 'accepted' });
      const res = await as(t.app, freelancer).post(`/api/applications/${id}/withdraw`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This proposal has already been accepted');
    });
  });

  describe('hiring (contracts) and the new statuses', () => {
    const hire = (client: TestUser, applicationId: string) =>
      as(t.app, client).post('/api/contracts', {
        applicationId,
        title: 'Booking website',
        description: 'A booking website for a guesthouse in Karimabad.',
        currency: 'USD',
        milestones: [{ title: 'Part 1', amount: 10_000 }],
      });

    it('hires from a pending proposal on a closed job: accepting the offer moves the job to in progress', async () => {
      const { owner, jobId } = await ownJob();
      const freelancer = await makeUser(t.app);
      const id = await makeProposal(t.app, jobId, freelancer);
      await as(t.app, owner).post(`/api/jobs/${jobId}/close`);
      const offered = await hire(owner, id);
      expect(offered.statusCode, offered.body).toBe(201);
      const contractId = offered.json().contract._id;
      const accepted = await as(t.app, freelancer).post(`/api/contracts/${contractId}/accept`);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(await jobStatus(t.app, jobId)).toBe('in_progress');
    });

    it('refuses to hire from a withdrawn proposal (409)', async () => {
      const { owner, jobId } = await ownJob();
      const freelancer = await makeUser(t.app);
      const id = await makeProposal(t.app, jobId, freelancer, { status: 'withdrawn' });
      const res = await hire(owner, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This proposal was withdrawn');
    });
  });

  describe('the job page knows the viewer', () => {
    it('sends the signed-in freelancer their own proposal, and null to others', async () => {
      const { owner, jobId } = await ownJob();
      const freelancer = await makeUser(t.app);
      const id = await makeProposal(t.app, jobId, freelancer);
      const mine = (await as(t.app, freelancer).get(`/api/jobs/${jobId}`)).json().job.myApplication;
      expect(mine).toMatchObject({ _id: id, status: 'pending' });
      expect(new Date(mine.createdAt).getTime()).not.toBeNaN();
      expect((await as(t.app, null).get(`/api/jobs/${jobId}`)).json().job.myApplication).toBeNull();
      expect((await as(t.app, owner).get(`/api/jobs/${jobId}`)).json().job.myApplication).toBeNull();
      expect(
        (await as(t.app, await makeUser(t.app)).get(`/api/jobs/${jobId}`)).json().job.myApplication,
      ).toBeNull();
    });
  });

  describe('message all applicants', () => {
    it('sends one message into each applicant conversation, withdrawn excluded; owner only', async () => {
      const { owner, jobId } = await ownJob();
      const a = await makeUser(t.app);
      const b = await makeUser(t.app);
      const gone = await makeUser(t.app);
      await makeProposal(t.app, jobId, a);
      await makeProposal(t.app, jobId, b, { status: 'rejected' });
      await makeProposal(t.app, jobId, gone, { status: 'withdrawn' });
      // `a` already talks with the owner: the message goes into that conversation.
      const existing = await as(t.app, owner).post('/api/messages/conversations', { recipientId: a.id });
      const existingId = existing.json().conversation.id;

      const url = `/api/jobs/${jobId}/message-applicants`;
      expect((await as(t.app, a).post(url, { content: 'hi' })).statusCode).toBe(403);
      const blank = await as(t.app, owner).post(url, { content: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe('Message content is required');

      const res = await as(t.app, owner).post(url, { content: 'Interviews are on Friday.' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Message sent to 2 applicants', sent: 2 });

      const inbox = async (u: TestUser) =>
        (await as(t.app, u).get('/api/messages/conversations')).json().conversations as {
          id: string;
          lastMessage: string;
        }[];
      const aInbox = await inbox(a);
      expect(aInbox).toHaveLength(1);
      expect(aInbox[0]).toMatchObject({ id: existingId, lastMessage: 'Interviews are on Friday.' });
      expect((await inbox(b))[0]?.lastMessage).toBe('Interviews are on Friday.');
      expect(await inbox(gone)).toHaveLength(0);
    });

    it('says so when there is nobody to message', async () => {
      const { owner, jobId } = await ownJob();
      const res = await as(t.app, owner).post(`/api/jobs/${jobId}/message-applicants`, { content: 'Hello' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('There are no applicants to message yet');
    });
  });
});
