/**
 * The operator's console (issue 18): suspension (sessions end, what stays open, the e-mail),
 * withdrawal approval and rejection (idempotent, race-safe, ledger invariants), content reports and
 * hiding, the trial balance and the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { as, createTestApp, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { makeJob, makeUser } from '../../../test/factories.ts';
import {
  auditLog,
  contactMessages,
  ledgerAccounts,
  ledgerTransfers,
  messages,
  users,
  withdrawals,
} from '../../db/schema.ts';
import { createMailbox } from '../auth/test-mailbox.ts';
import { contractIn, expectLedgerOk, makeParties } from '../contracts/test-kit.ts';
import { addJazzCash, balances, seedAvailable, until } from '../wallet/test-kit.ts';

let t: TestContext;
let admin: TestUser;
const mailbox = createMailbox();
beforeAll(async () => {
  t = await createTestApp(
    {
      QUEUE_POLL_INTERVAL: '500ms',
      PAYOUT_METHOD_COOLDOWN: '0s',
      SANDBOX_PAYOUT_DELAY: '0s',
      WITHDRAWAL_REVIEW_ABOVE: '100.00',
    },
    mailbox.listen,
  );
  admin = await makeUser(t.app, { isAdmin: true, firstName: 'Ops', lastName: 'Admin' });
  await t.app.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, admin.id));
});
afterAll(() => t.close());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const APPEAL = inDays(30);
// "26 Dec 2026" (decision 036; ICU writes September "Sept", the shared formatter "Sep").
const APPEAL_WORDS = new Date(`${APPEAL}T12:00:00Z`)
  .toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
  .replace('Sept', 'Sep');
const asAdmin = () => as(t.app, admin);
const auditOf = (targetId: string) => t.app.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
const login = (u: TestUser) =>
  as(t.app, null).post('/api/auth/login', { email: u.email, password: u.password });
const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  `kt_session=${res.cookies.find((c) => c.name === 'kt_session')!.value}`;

describe('users', () => {
  it('finds users by name or e-mail, paged', async () => {
    const u = await makeUser(t.app, { firstName: 'Zarmeena', lastName: 'Shigri' });
    const res = await asAdmin().get('/api/admin/users?search=zarmeena%20shi');
    expect(res.statusCode).toBe(200);
    expect(res.json().users.map((x: { _id: string }) => x._id)).toEqual([u.id]);
    const byMail = (await asAdmin().get(`/api/admin/users?search=${encodeURIComponent(u.email)}`)).json();
    expect(byMail.total).toBe(1);
    const paged = (await asAdmin().get('/api/admin/users?limit=1&page=2')).json();
    expect(paged.users).toHaveLength(1);
    expect(paged.pages).toBeGreaterThanOrEqual(2);
  });

  it('shows a user with their verification, 2FA, wallet and sign-ins', async () => {
    const u = await makeUser(t.app);
    await seedAvailable(t.app, u.id, 2_500);
    const res = await asAdmin().get(`/api/admin/users/${u.id}`);
    expect(res.statusCode).toBe(200);
    const user = res.json().user;
    expect(user).toMatchObject({ _id: u.id, emailVerified: true, twoFactorEnabled: false, suspension: null });
    expect(user.wallet).toEqual([{ currency: 'USD', pending: 0, available: 2_500, withdrawing: 0 }]);
    expect(user.signIns).toHaveLength(1);
    expect(user).not.toHaveProperty('passwordHash');
  });

  it('suspends: sessions end at once, the user is e-mailed why, can sign in to read and withdraw but not act', async () => {
    const client = await makeUser(t.app, { role: 'client' });
    await seedAvailable(t.app, client.id, 5_000);
    const methodId = await addJazzCash(t.app, client);
    const res = await asAdmin().post(`/api/admin/users/${client.id}/suspend`, {
      reason: 'Posting fake jobs to collect fees',
      appealBy: APPEAL,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.suspension).toMatchObject({ reason: 'Posting fake jobs to collect fees' });
    // The old session is gone.
    expect((await as(t.app, client).get('/api/auth/me')).statusCode).toBe(401);

    // Signing in works and says why and until when they can appeal.
    const signIn = await login(client);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.suspension).toMatchObject({
      reason: 'Posting fake jobs to collect fees',
      appealBy: `${APPEAL}T23:59:59.999Z`,
    });
    const again = { cookie: cookieOf(signIn) };
    // Acting is refused with the reason and the appeal deadline.
    const post = await as(t.app, again).post('/api/reports', {
      targetType: 'job',
      targetId: await makeJob(t.app, admin),
      reason: 'Looks like spam to me',
    });
    expect(post.statusCode).toBe(403);
    expect(post.json().message).toBe(
      `Your account is suspended: Posting fake jobs to collect fees. You can appeal until ${APPEAL_WORDS} through the Contact page.`,
    );
    // Reading and withdrawing released money stay open.
    expect((await as(t.app, again).get('/api/wallet')).statusCode).toBe(200);
    const w = await as(t.app, again).post('/api/wallet/withdrawals', {
      amount: 2_000,
      payoutMethodId: methodId,
    });
    expect(w.statusCode, w.body).toBe(201);

    const mails = await mailbox.to(t.app, client.email);
    const mail = mails.find((m) => m.subject === 'Your account is suspended');
    expect(mail?.text).toContain('Posting fake jobs to collect fees');
    expect(mail?.text).toContain(APPEAL_WORDS);
    expect(await auditOf(client.id)).toMatchObject([
      { action: 'user.suspend', actorId: admin.id, reason: 'Posting fake jobs to collect fees' },
    ]);

    // Unsuspended: acting works again; the lift is audited.
    const lift = await asAdmin().post(`/api/admin/users/${client.id}/unsuspend`);
    expect(lift.json()).toMatchObject({ message: 'Suspension lifted', user: { suspension: null } });
    const job = await makeJob(t.app, admin);
    const ok = await as(t.app, again).post('/api/reports', {
      targetType: 'job',
      targetId: job,
      reason: 'Looks like spam to me',
    });
    expect(ok.statusCode).toBe(201);
    expect((await auditOf(client.id)).map((a) => a.action).sort()).toEqual([
      'user.suspend',
      'user.unsuspend',
    ]);
    await expectLedgerOk(t.app);
  });

  it('refuses suspending oneself, a past deadline and a missing reason, changing nothing', async () => {
    const self = await asAdmin().post(`/api/admin/users/${admin.id}/suspend`, {
      reason: 'Testing myself',
      appealBy: APPEAL,
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot suspend yourself');
    const u = await makeUser(t.app);
    const past = await asAdmin().post(`/api/admin/users/${u.id}/suspend`, {
      reason: 'Spam',
      appealBy: '2001-01-01',
    });
    expect(past.statusCode).toBe(400);
    const noReason = await asAdmin().post(`/api/admin/users/${u.id}/suspend`, {
      reason: ' ',
      appealBy: APPEAL,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Reason is required');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.suspendedAt).toBeNull();
    expect(await auditOf(u.id)).toEqual([]);
  });
});

describe('withdrawals waiting for approval', () => {
  async function inReview(amount = 20_000) {
    const u = await makeUser(t.app);
    await seedAvailable(t.app, u.id, 50_000);
    const methodId = await addJazzCash(t.app, u);
    const res = await as(t.app, u).post('/api/wallet/withdrawals', { amount, payoutMethodId: methodId });
    expect(res.json().withdrawal.status).toBe('in_review');
    return { u, id: res.json().withdrawal._id as string };
  }

  it('lists them, approves once (paid out by the provider), and a second approval changes nothing', async () => {
    const { u, id } = await inReview();
    const list = (await asAdmin().get('/api/admin/withdrawals?status=in_review')).json().withdrawals;
    expect(list.find((w: { _id: string }) => w._id === id)).toMatchObject({
      amount: 20_000,
      user: { _id: u.id },
    });
    const first = await asAdmin().post(`/api/admin/withdrawals/${id}/approve`);
    expect(first.json()).toMatchObject({ message: 'Withdrawal approved' });
    const second = await asAdmin().post(`/api/admin/withdrawals/${id}/approve`);
    expect(second.statusCode).toBe(200);
    expect(second.json().message).toBe('Withdrawal was already approved');
    const done = await until(
      async () => (await t.app.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!,
      (w) => w.status === 'paid',
    );
    expect(done.status).toBe('paid');
    expect(await balances(t.app, u.id)).toEqual({ available: 30_000, withdrawing: 0 });
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['withdrawal.approve']);
    await expectLedgerOk(t.app);
  });

  it('rejects with a reason: the hold goes back to available, the user is told; rejecting again is a no-op', async () => {
    const { u, id } = await inReview();
    expect(await balances(t.app, u.id)).toEqual({ available: 30_000, withdrawing: 20_000 });
    const res = await asAdmin().post(`/api/admin/withdrawals/${id}/reject`, {
      reason: 'Account under review',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().withdrawal).toMatchObject({ status: 'failed' });
    expect(await balances(t.app, u.id)).toEqual({ available: 50_000, withdrawing: 0 });
    const again = await asAdmin().post(`/api/admin/withdrawals/${id}/reject`, {
      reason: 'Account under review',
    });
    expect(again.json().message).toBe('Withdrawal was already rejected');
    expect((await asAdmin().post(`/api/admin/withdrawals/${id}/approve`)).statusCode).toBe(409);
    const notes = (await as(t.app, u).get('/api/notifications')).json().notifications;
    expect(notes[0].body).toContain('Account under review');
    expect(await balances(t.app, u.id)).toEqual({ available: 50_000, withdrawing: 0 });
    await expectLedgerOk(t.app);
  });

  it('an approval and a rejection racing: exactly one wins, the hold is settled once', async () => {
    for (let i = 0; i < 3; i++) {
      const { u, id } = await inReview();
      const [a, r] = await Promise.all([
        asAdmin().post(`/api/admin/withdrawals/${id}/approve`),
        asAdmin().post(`/api/admin/withdrawals/${id}/reject`, { reason: 'Racing the approval' }),
      ]);
      const statuses = [a.statusCode, r.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const actions = (await auditOf(id)).map((x) => x.action);
      expect(actions).toHaveLength(1);
      if (actions[0] === 'withdrawal.reject')
        expect(await balances(t.app, u.id)).toEqual({ available: 50_000, withdrawing: 0 });
    }
    await expectLedgerOk(t.app);
  });

  // Its sum is zero by construction (every transfer's trigger debits and credits alike), so the test
  // asks what the console could get wrong: the fee a release earned, and the counts it reports.
  it('the trial balance shows the fee a released milestone earned and counts what the ledger holds', async () => {
    type Row = { currency: string; accounts: number; transfers: number; feesEarned: number };
    const usd = async (): Promise<Row> =>
      ((await asAdmin().get('/api/admin/ledger')).json().currencies as Row[]).find(
        (c) => c.currency === 'USD',
      ) ?? { currency: 'USD', accounts: 0, transfers: 0, feesEarned: 0 };
    const before = await usd();
    const p = await makeParties(t.app);
    const { milestoneId } = await contractIn(t.app, p, 'released'); // 100.00 at the default 5% fee
    const after = await usd();
    expect(after.feesEarned - before.feesEarned).toBe(500);
    const [accounts] = await t.app.db
      .select({ n: count() })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.currency, 'USD'));
    expect(after.accounts).toBe(Number(accounts!.n));
    const [moved] = await t.app.db
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.milestoneId, milestoneId));
    expect(Number(moved!.n)).toBeGreaterThan(0);
    expect(after.transfers - before.transfers).toBeGreaterThanOrEqual(Number(moved!.n));
  });
});

describe('content', () => {
  it('a report: one open per user and target, not of one’s own, only of what one can see', async () => {
    const owner = await makeUser(t.app, { role: 'client' });
    const reporter = await makeUser(t.app);
    const job = await makeJob(t.app, owner);
    const body = { targetType: 'job', targetId: job, reason: 'Asks for payment outside the site' };
    expect((await as(t.app, reporter).post('/api/reports', body)).statusCode).toBe(201);
    const dup = await as(t.app, reporter).post('/api/reports', body);
    expect(dup.statusCode).toBe(409);
    expect((await as(t.app, owner).post('/api/reports', body)).statusCode).toBe(403);
    expect((await as(t.app, null).post('/api/reports', body)).statusCode).toBe(401);
    const missing = await as(t.app, reporter).post('/api/reports', {
      ...body,
      targetId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    const bad = await as(t.app, reporter).post('/api/reports', { ...body, targetType: 'contract' });
    expect(bad.statusCode).toBe(400);
    const queue = (await asAdmin().get('/api/admin/reports')).json().reports;
    expect(queue.find((r: { targetId: string }) => r.targetId === job)).toMatchObject({
      reason: 'Asks for payment outside the site',
      target: { summary: 'Build a booking website for a guesthouse', link: `/jobs/${job}`, hidden: false },
    });
  });

  it('a message is reported by a participant only, and shows in the queue with its text', async () => {
    const a = await makeUser(t.app, { role: 'client' });
    const b = await makeUser(t.app);
    const outsider = await makeUser(t.app);
    const start = await as(t.app, a).post('/api/messages/conversations', { recipientId: b.id });
    expect(start.statusCode, start.body).toBeLessThan(300);
    const conversationId = start.json().conversation.id;
    const sent = await as(t.app, a).post('/api/messages', {
      conversationId,
      content: 'Pay me on WhatsApp instead',
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const [stored] = await t.app.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    const id = stored!.id;
    const body = { targetType: 'message', targetId: id, reason: 'Asks to pay outside the site' };
    expect((await as(t.app, outsider).post('/api/reports', body)).statusCode).toBe(404);
    expect((await as(t.app, a).post('/api/reports', body)).statusCode).toBe(403);
    expect((await as(t.app, b).post('/api/reports', body)).statusCode).toBe(201);
    const queue = (await asAdmin().get('/api/admin/reports')).json().reports;
    const report = queue.find((r: { targetId: string }) => r.targetId === id);
    expect(report).toMatchObject({
      targetType: 'message',
      target: { summary: 'Pay me on WhatsApp instead' },
    });
    const handled = await asAdmin().post(`/api/admin/reports/${report._id}/resolve`, { outcome: 'actioned' });
    expect(handled.statusCode).toBe(200);
    expect(
      (await asAdmin().post(`/api/admin/reports/${report._id}/resolve`, { outcome: 'dismissed' })).statusCode,
    ).toBe(409);
    expect((await auditOf(report._id)).map((x) => x.action)).toEqual(['report.action']);
  });

  it('hiding a job takes it off the board and answers 404 but to its owner (with why) and admins; restoring brings it back', async () => {
    const owner = await makeUser(t.app, { role: 'client' });
    const other = await makeUser(t.app);
    const job = await makeJob(t.app, owner, { title: 'Unique hidden-job title for the console test' });
    const board = async () =>
      (await as(t.app, null).get('/api/jobs?search=Unique%20hidden-job%20console')).json().jobs.length;
    const counts = async () =>
      (await as(t.app, null).get('/api/jobs/category-counts')).json().counts['Web Development'];
    expect(await board()).toBe(1);
    const before = await counts();
    const hide = await asAdmin().post(`/api/admin/content/job/${job}/hide`, {
      reason: 'Scam: asks for a deposit',
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(await board()).toBe(0);
    expect(await counts()).toBe(before - 1);
    expect((await as(t.app, null).get(`/api/jobs/${job}`)).statusCode).toBe(404);
    expect((await as(t.app, other).get(`/api/jobs/${job}`)).statusCode).toBe(404);
    const mine = await as(t.app, owner).get(`/api/jobs/${job}`);
    expect(mine.json().job.hidden).toMatchObject({ reason: 'Scam: asks for a deposit' });
    expect((await asAdmin().get(`/api/jobs/${job}`)).statusCode).toBe(200);
    expect(
      (await asAdmin().post(`/api/admin/content/job/${job}/hide`, { reason: 'Scam again' })).json().message,
    ).toBe('Already hidden');
    await asAdmin().post(`/api/admin/content/job/${job}/restore`);
    expect(await board()).toBe(1);
    expect(await counts()).toBe(before);
    expect((await auditOf(job)).map((a) => a.action).sort()).toEqual(['job.hide', 'job.restore']);
  });

  it('hiding a profile takes it out of the directory and its page', async () => {
    const freelancer = await makeUser(t.app);
    const save = await as(t.app, freelancer).post('/api/profile', {
      headline: 'Full-stack developer from Hunza valley',
      jobTitle: 'Web Development',
      bio: 'I build fast, accessible web applications with React and Node.js for clients worldwide.',
      services: ['React'],
      location: 'Karimabad',
      country: 'Pakistan',
      hourlyRate: 20,
    });
    expect([200, 201], save.body).toContain(save.statusCode);
    const found = async () =>
      (await as(t.app, null).get('/api/profile/search?q=Hunza%20valley')).json().profiles.length;
    expect(await found()).toBe(1);
    await asAdmin().post(`/api/admin/content/profile/${freelancer.id}/hide`, {
      reason: 'Stolen portfolio images',
    });
    expect(await found()).toBe(0);
    expect((await as(t.app, null).get(`/api/profile/${freelancer.id}`)).statusCode).toBe(404);
    const own = await as(t.app, freelancer).get(`/api/profile/${freelancer.id}`);
    expect(own.json().profile.hidden).toMatchObject({ reason: 'Stolen portfolio images' });
  });

  it('shows the contact form’s messages newest first, by cursor', async () => {
    await t.app.db.insert(contactMessages).values(
      Array.from({ length: 55 }, (_, i) => ({
        name: 'Visitor',
        email: `v${i}@example.test`,
        subject: `Question number ${i}`,
        message: 'When does the next batch start?',
      })),
    );
    const first = (await asAdmin().get('/api/admin/contact-messages')).json();
    expect(first.messages).toHaveLength(50);
    const second = (await asAdmin().get(`/api/admin/contact-messages?cursor=${first.nextCursor}`)).json();
    expect(second.messages.length).toBeGreaterThanOrEqual(5);
    const ids = new Set([...first.messages, ...second.messages].map((m: { _id: string }) => m._id));
    expect(ids.size).toBe(first.messages.length + second.messages.length);
  });
});

describe('audit log', () => {
  it('lists every admin action newest first with who did it', async () => {
    const res = await asAdmin().get('/api/admin/audit');
    const entries = res.json().entries;
    expect(entries.length).toBeGreaterThan(3);
    expect(entries[0].actor).toEqual({ _id: admin.id, name: 'Ops Admin' });
    const times = entries.map((e: { createdAt: string }) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
