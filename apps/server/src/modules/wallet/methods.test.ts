/** Payout methods: rails and their checks, cool-down, the notice to the user, ownership. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { makeUser } from '../../../test/factories.ts';
import { eq } from 'drizzle-orm';
import { notifications, users } from '../../db/schema.ts';
import { addJazzCash, balances, seedAvailable } from './test-kit.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ PAYOUT_METHOD_COOLDOWN: '3d' });
});
afterAll(() => t.close());

const VALID_IBAN = 'PK36SCBL0000001123456702';

describe('payout methods', () => {
  it('adds a JazzCash account, masked, usable after the cool-down, and tells the user', async () => {
    const u = await makeUser(t.app);
    const res = await as(t.app, u).post('/api/wallet/payout-methods', {
      rail: 'jazzcash',
      account: '0300 1234567',
      holderName: 'Ayesha Khan',
    });
    expect(res.statusCode, res.body).toBe(201);
    const m = res.json().payoutMethod;
    expect(m.account).toBe('•••• 4567');
    expect(m.usable).toBe(false);
    const wait = Date.parse(m.usableAt) - Date.now();
    expect(wait).toBeGreaterThan(3 * 86_400_000 - 60_000);
    expect(wait).toBeLessThanOrEqual(3 * 86_400_000);
    const list = (await as(t.app, u).get('/api/wallet/payout-methods')).json().payoutMethods;
    expect(list.map((x: { _id: string }) => x._id)).toEqual([m._id]);
    expect(JSON.stringify(list)).not.toContain('1234567');
    const notes = await t.app.db.select().from(notifications).where(eq(notifications.userId, u.id));
    expect(notes.map((n) => n.title)).toEqual(['Payout method added']);
    expect(notes[0]!.body).toContain('ending 4567');
  });

  it('accepts a valid Pakistani IBAN with spaces and lower case', async () => {
    const u = await makeUser(t.app);
    const res = await as(t.app, u).post('/api/wallet/payout-methods', {
      rail: 'bank',
      account: 'pk36 scbl 0000 0011 2345 6702',
      holderName: 'Ayesha Khan',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().payoutMethod.account).toBe('•••• 6702');
  });

  it.each([
    [{ rail: 'jazzcash', account: '0412345678', holderName: 'A' }, '03 followed by 9 digits'],
    [{ rail: 'easypaisa', account: '030012345678', holderName: 'A' }, '03 followed by 9 digits'],
    [{ rail: 'bank', account: VALID_IBAN.replace('36', '37'), holderName: 'A' }, 'not valid'],
    [{ rail: 'bank', account: 'GB82WEST12345698765432', holderName: 'A' }, 'starts with PK'],
    [{ rail: 'bank', account: VALID_IBAN, holderName: ' ' }, "holder's name"],
    [{ rail: 'paypal', account: 'x', holderName: 'A' }, 'JazzCash'],
  ])('refuses %j with a plain 400', async (body, words) => {
    const u = await makeUser(t.app);
    const res = await as(t.app, u).post('/api/wallet/payout-methods', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(words);
    expect((await as(t.app, u).get('/api/wallet/payout-methods')).json().payoutMethods).toEqual([]);
  });

  it("another user cannot remove someone's method; the owner can", async () => {
    const owner = await makeUser(t.app);
    const other = await makeUser(t.app);
    const res = await as(t.app, owner).post('/api/wallet/payout-methods', {
      rail: 'easypaisa',
      account: '03451234567',
      holderName: 'Bilal Ahmed',
    });
    const id = res.json().payoutMethod._id;
    expect((await as(t.app, other).delete(`/api/wallet/payout-methods/${id}`)).statusCode).toBe(403);
    expect((await as(t.app, owner).get('/api/wallet/payout-methods')).json().payoutMethods).toHaveLength(1);
    expect((await as(t.app, owner).delete(`/api/wallet/payout-methods/${id}`)).statusCode).toBe(200);
    expect((await as(t.app, owner).get('/api/wallet/payout-methods')).json().payoutMethods).toEqual([]);
    expect((await as(t.app, null).get('/api/wallet/payout-methods')).statusCode).toBe(401);
  });

  it('refuses an address that was never verified: no method added, no withdrawal, the ledger untouched', async () => {
    const u = await makeUser(t.app, { emailVerified: false });
    const add = await as(t.app, u).post('/api/wallet/payout-methods', {
      rail: 'jazzcash',
      account: '03001234567',
      holderName: 'Ayesha Khan',
    });
    expect(add.statusCode).toBe(403);
    expect(add.json().message).toBe(
      'Verify your e-mail address before adding a payout method or withdrawing',
    );
    expect((await as(t.app, u).get('/api/wallet/payout-methods')).json().payoutMethods).toEqual([]);
    // An address that stops being verified (changed, not yet confirmed) blocks a withdrawal too.
    const v = await makeUser(t.app);
    const methodId = await addJazzCash(t.app, v);
    await seedAvailable(t.app, v.id, 5_000);
    await t.app.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, v.id));
    const withdraw = await as(t.app, v).post('/api/wallet/withdrawals', {
      amount: 1_000,
      payoutMethodId: methodId,
    });
    expect(withdraw.statusCode).toBe(403);
    expect(withdraw.json().message).toContain('Verify your e-mail address');
    expect((await as(t.app, v).get('/api/wallet/withdrawals')).json().withdrawals).toEqual([]);
    expect(await balances(t.app, v.id)).toEqual({ available: 5_000, withdrawing: 0 });
    expect((await as(t.app, u).get('/api/wallet/entries')).json().entries).toEqual([]);
  });
});
