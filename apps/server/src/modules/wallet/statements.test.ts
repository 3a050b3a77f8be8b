/** GET /api/wallet/statements, /statements/{YYYY-MM} and /statements/{YYYY-MM}.csv. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthOf, type StatementDto } from '@kt/shared';
import { as, createTestApp, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { makeUser } from '../../../test/factories.ts';
import { contractIn, makeParties, step } from '../contracts/test-kit.ts';
import { csvCell } from './statement-csv.ts';
import { transferAt } from './test-kit.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ FUNDS_HOLD: '5d' });
});
afterAll(() => t.close());

const thisMonth = monthOf(new Date());
const statementOf = async (u: TestUser, month: string) => {
  const res = await as(t.app, u).get(`/api/wallet/statements/${month}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().statement as StatementDto;
};
const wallet = async (u: TestUser) => (await as(t.app, u).get('/api/wallet')).json().wallet;

/** Money put into a user's available balance at a given instant. */
const earnAt = (userId: string, amount: number, at: string) =>
  transferAt(
    t.app,
    {
      key: `test:earn:${randomUUID()}`,
      from: { kind: 'world', provider: 'sandbox', currency: 'USD' },
      to: { kind: 'available', userId, currency: 'USD' },
      amount,
      currency: 'USD',
      kind: 'release',
    },
    new Date(at),
  );

describe('monthly statements', () => {
  it("shows a freelancer's released milestone and the client's escrow lines, each closing at the wallet's balance", async () => {
    const p = await makeParties(t.app);
    const { contractId, milestoneId } = await contractIn(t.app, p, 'released');

    const months = (await as(t.app, p.freelancer).get('/api/wallet/statements')).json().months;
    expect(months).toEqual([{ month: thisMonth, label: expect.stringMatching(/^[A-Z][a-z]+ \d{4}$/) }]);

    const f = await statementOf(p.freelancer, thisMonth);
    expect(f.user.email).toBe(p.freelancer.email);
    expect(f.user.name).toBe('Test User');
    expect(f.currencies).toHaveLength(1);
    const usd = f.currencies[0]!;
    expect(usd).toMatchObject({ currency: 'USD', opening: 0, closing: 9_500 });
    // The whole milestone is released to the freelancer; the platform fee is their own line (issue 32).
    expect(usd.entries).toEqual([
      expect.objectContaining({
        kind: 'release',
        description: 'Payment received for a milestone',
        contract: { _id: contractId, title: 'Booking website' },
        milestone: { _id: milestoneId, title: 'Part 1' },
        moneyIn: 10_000,
        moneyOut: 0,
        balance: 10_000,
      }),
      expect.objectContaining({
        kind: 'fee',
        description: 'Platform fee',
        milestone: { _id: milestoneId, title: 'Part 1' },
        moneyIn: 0,
        moneyOut: 500,
        balance: 9_500,
      }),
    ]);
    expect(usd.totals).toMatchObject({
      earned: 10_000,
      fees: 500,
      moneyIn: 10_000,
      moneyOut: 500,
      withdrawn: 0,
    });
    const fw = await wallet(p.freelancer);
    expect(usd.closing).toBe(fw.pending + fw.available + fw.withdrawing);

    const c = (await statementOf(p.client, thisMonth)).currencies[0]!;
    expect(c.entries.map((e) => [e.description, e.moneyIn, e.moneyOut, e.balance])).toEqual([
      ['Paid into escrow', 10_000, 0, 10_000],
      ['Released to the freelancer', 0, 10_000, 0],
    ]);
    expect(c.totals).toMatchObject({ paidIn: 10_000, released: 10_000, fees: 0, refunded: 0, earned: 0 });
    expect(c.closing).toBe((await wallet(p.client)).inEscrow);
  });

  it('a refund leaves the client\'s escrow as a "refunded" line', async () => {
    const p = await makeParties(t.app);
    await contractIn(t.app, p, 'refunded');
    const c = (await statementOf(p.client, thisMonth)).currencies[0]!;
    expect(c.entries.map((e) => e.description)).toEqual(['Paid into escrow', 'Refunded from escrow to you']);
    expect(c.totals).toMatchObject({ paidIn: 10_000, refunded: 10_000, moneyOut: 10_000 });
    expect(c.closing).toBe(0);
    // Nothing reached the freelancer: no statement month at all.
    expect((await as(t.app, p.freelancer).get('/api/wallet/statements')).json().months).toEqual([]);
  });

  it('cuts months at midnight UTC: opening + movements = closing, and one closing is the next opening', async () => {
    const u = await makeUser(t.app);
    await earnAt(u.id, 1_000, '2025-02-10T12:00:00.000Z');
    await earnAt(u.id, 2_000, '2025-03-31T23:59:59.999Z');
    await earnAt(u.id, 4_000, '2025-04-01T00:00:00.000Z');
    await earnAt(u.id, 8_000, '2025-04-30T23:59:59.999Z');

    const months = (await as(t.app, u).get('/api/wallet/statements')).json().months;
    expect(months.map((m: { month: string }) => m.month)).toEqual(['2025-04', '2025-03', '2025-02']);
    expect(months[0].label).toBe('April 2025');

    const march = await statementOf(u, '2025-03');
    expect(march.from).toBe('2025-03-01T00:00:00.000Z');
    expect(march.to).toBe('2025-04-01T00:00:00.000Z');
    expect(march.currencies[0]).toMatchObject({ opening: 1_000, closing: 3_000 });
    expect(march.currencies[0]!.entries.map((e) => e.date)).toEqual(['2025-03-31T23:59:59.999Z']);

    const april = await statementOf(u, '2025-04');
    expect(april.currencies[0]).toMatchObject({ opening: 3_000, closing: 15_000 });
    expect(april.currencies[0]!.entries.map((e) => [e.moneyIn, e.balance])).toEqual([
      [4_000, 7_000],
      [8_000, 15_000],
    ]);

    // A month with no movement still states the balance brought forward.
    const may = await statementOf(u, '2025-05');
    expect(may.currencies[0]).toMatchObject({ opening: 15_000, closing: 15_000, entries: [] });
    const jan = await statementOf(u, '2025-01');
    expect(jan.currencies).toEqual([]);
  });

  it('keeps each currency in a block of its own, in the CSV too', async () => {
    const u = await makeUser(t.app);
    await earnAt(u.id, 2_500, '2025-08-03T09:00:00.000Z');
    await transferAt(
      t.app,
      {
        key: `test:earn:${randomUUID()}`,
        from: { kind: 'world', provider: 'sandbox', currency: 'PKR' },
        to: { kind: 'available', userId: u.id, currency: 'PKR' },
        amount: 1_500_000,
        currency: 'PKR',
        kind: 'release',
      },
      new Date('2025-08-04T09:00:00.000Z'),
    );
    const s = await statementOf(u, '2025-08');
    expect(s.currencies.map((c) => [c.currency, c.opening, c.closing, c.entries.length])).toEqual([
      ['USD', 0, 2_500, 1],
      ['PKR', 0, 1_500_000, 1],
    ]);
    const csv = (await as(t.app, u).get('/api/wallet/statements/2025-08.csv')).body.trimEnd().split('\r\n');
    expect(csv.filter((l) => l.includes('Closing balance'))).toEqual([
      '2025-08-31T23:59:59.999Z,Closing balance,,,USD,,,25.00',
      '2025-08-31T23:59:59.999Z,Closing balance,,,PKR,,,15000.00',
    ]);
  });

  it('refuses a month that is not a month, or has not started, with 400 in plain words', async () => {
    const u = await makeUser(t.app);
    const now = new Date();
    const next = monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)));
    for (const bad of ['2026-13', '2026-00', 'april', '2026-4', '1999-12', next]) {
      for (const suffix of ['', '.csv']) {
        const res = await as(t.app, u).get(`/api/wallet/statements/${bad}${suffix}`);
        expect(res.statusCode, `${bad}${suffix}`).toBe(400);
        expect(res.json().success).toBe(false);
        expect(res.json().message).toMatch(
          bad === next ? /month that has not started yet/ : /Month must be a month like 2026-04/,
        );
      }
    }
    expect((await t.app.inject({ url: `/api/wallet/statements/${thisMonth}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/wallet/statements' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/wallet/statements/${thisMonth}.csv` })).statusCode).toBe(401);
  });

  it("never shows another user's money", async () => {
    const p = await makeParties(t.app);
    await contractIn(t.app, p, 'released');
    await earnAt(p.freelancer.id, 700, '2025-06-15T10:00:00.000Z');
    const stranger = await statementOf(p.stranger, thisMonth);
    expect(stranger.currencies).toEqual([]);
    expect(stranger.user.email).toBe(p.stranger.email);
    expect((await as(t.app, p.stranger).get('/api/wallet/statements')).json().months).toEqual([]);
    // The client sees their escrow lines, never the freelancer's own balances.
    const client = await statementOf(p.client, '2025-06');
    expect(client.currencies).toEqual([]);
    const csv = (await as(t.app, p.stranger).get(`/api/wallet/statements/${thisMonth}.csv`)).body;
    expect(csv.trim().split('\r\n')).toHaveLength(1);
  });

  it('downloads the month as CSV: an attachment, decimal amounts, formulas defused', async () => {
    const p = await makeParties(t.app);
    const res = await as(t.app, p.client).post('/api/contracts', {
      freelancerId: p.freelancer.id,
      title: '=HYPERLINK("http://evil.example","Click")',
      description: 'A title that a spreadsheet would run as a formula.',
      currency: 'USD',
      milestones: [
        { title: '+cmd, "quoted"', amount: 12_345 },
        { title: '@SUM(A1)', amount: 5_000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const c = res.json().contract;
    await step(t.app, p.freelancer, `/api/contracts/${c._id}/accept`);
    const [m1] = c.milestones;
    await step(t.app, p.client, `/api/milestones/${m1._id}/fund`);
    await step(t.app, p.freelancer, `/api/milestones/${m1._id}/submit`, { message: 'Done' });
    await step(t.app, p.client, `/api/milestones/${m1._id}/approve`);

    const got = await as(t.app, p.freelancer).get(`/api/wallet/statements/${thisMonth}.csv`);
    expect(got.statusCode, got.body).toBe(200);
    expect(got.headers['content-type']).toMatch(/^text\/csv/);
    expect(got.headers['content-disposition']).toBe(`attachment; filename="statement-${thisMonth}.csv"`);
    const lines = got.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Description,Contract,Milestone,Currency,Money in,Money out,Balance');
    expect(lines[1]).toMatch(/^\d{4}-\d\d-01T00:00:00\.000Z,Opening balance,,,USD,,,0\.00$/);
    // 123.45 received, then the 5 % fee (6.17, rounded half up) on its own line: 117.28.
    expect(lines[2]).toMatch(
      /^[^,]+,Payment received for a milestone,"'=HYPERLINK\(""http:\/\/evil\.example"",""Click""\)","'\+cmd, ""quoted""",USD,123\.45,,123\.45$/,
    );
    expect(lines[3]).toMatch(/^[^,]+,Platform fee,"'=HYPERLINK.*,USD,,6\.17,117\.28$/);
    expect(lines[4]).toMatch(/,Closing balance,,,USD,,,117\.28$/);
    expect(lines).toHaveLength(5);

    const json = await statementOf(p.freelancer, thisMonth);
    expect(json.currencies[0]!.closing).toBe(11_728);
  });

  it('quotes every dangerous first character and leaves plain text alone', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@x')).toBe("'@x");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('117.28')).toBe('117.28');
    expect(csvCell('Booking website')).toBe('Booking website');
  });
});

describe("a client's escrow and receipts", () => {
  it('lists escrow per contract and one receipt per funded milestone, only for the asking client', async () => {
    const p = await makeParties(t.app);
    const funded = await contractIn(t.app, p, 'funded');
    const released = await contractIn(t.app, p, 'released');
    await contractIn(t.app, p, 'pending');
    const mine = (await as(t.app, p.client).get('/api/wallet/escrow')).json();
    expect(mine.contracts).toEqual([
      {
        _id: funded.contractId,
        title: 'Booking website',
        currency: 'USD',
        inEscrow: 10_000,
        freelancerName: 'Test User',
      },
    ]);
    expect(
      mine.receipts.map((r: { milestoneId: string; status: string }) => [r.milestoneId, r.status]),
    ).toEqual(
      expect.arrayContaining([
        [funded.milestoneId, 'funded'],
        [released.milestoneId, 'released'],
      ]),
    );
    expect(mine.receipts).toHaveLength(2);
    expect((await wallet(p.client)).inEscrow).toBe(10_000);
    // The freelancer and a stranger pay for none of these contracts.
    for (const other of [p.freelancer, p.stranger]) {
      expect((await as(t.app, other).get('/api/wallet/escrow')).json()).toEqual({
        success: true,
        contracts: [],
        receipts: [],
      });
    }
    expect((await t.app.inject({ url: '/api/wallet/escrow' })).statusCode).toBe(401);
  });
});
