import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { contractIn, expectLedgerOk, makeParties } from '../contracts/test-kit.ts';
import { signWebhook } from './provider.ts';

const SECRET = 'test-webhook-secret-of-enough-length';
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ PAYMENTS_WEBHOOK_SECRET: SECRET });
});
afterAll(() => t.close());

const deliver = (body: string, signature?: string, provider = 'sandbox') =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/webhooks/${provider}`,
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'payments-signature': signature } : {}),
    },
    payload: body,
  });

describe('payment webhooks', () => {
  it('a signed funding event funds the milestone once; forged, stale and replayed deliveries change nothing', async () => {
    const p = await makeParties(t.app);
    const { contractId, milestoneId } = await contractIn(t.app, p, 'pending');
    const body = JSON.stringify({
      id: randomUUID(),
      type: 'funding.succeeded',
      milestoneId,
      reference: 'ref_1',
    });
    const escrow = () => balanceOf(t.app.db, { kind: 'escrow', contractId, currency: 'USD' });

    expect((await deliver(body)).statusCode).toBe(401);
    expect((await deliver(body, signWebhook('wrong-secret', body))).statusCode).toBe(401);
    expect((await deliver(body, signWebhook(SECRET, body, Date.now() - 10 * 60_000))).statusCode).toBe(401);
    expect((await deliver(body.replace('ref_1', 'ref_2'), signWebhook(SECRET, body))).statusCode).toBe(401);
    expect((await deliver(body, signWebhook(SECRET, body), 'jazzcash')).statusCode).toBe(404);
    expect(await escrow()).toBe(0);

    const ok = await deliver(body, signWebhook(SECRET, body));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Event processed');
    expect(await escrow()).toBe(10_000);
    const again = await deliver(body, signWebhook(SECRET, body));
    expect(again.json().message).toBe('Event already processed');
    // Another event for the same funding: the ledger key refuses a second payment.
    const other = JSON.stringify({
      id: randomUUID(),
      type: 'funding.succeeded',
      milestoneId,
      reference: 'ref_1',
    });
    expect((await deliver(other, signWebhook(SECRET, other))).statusCode).toBe(200);
    expect(await escrow()).toBe(10_000);
    const junk = '{"id":"x","type":"refund.sent"}';
    expect((await deliver(junk, signWebhook(SECRET, junk))).statusCode).toBe(400);
    await expectLedgerOk(t.app);
  });
});
