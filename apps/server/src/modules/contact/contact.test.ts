import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactMessages } from '../../db/schema.ts';
import { createTestApp, uniqueEmail, type TestContext } from '../../../test/helpers.ts';

const valid = () => ({
  name: 'Amina Baig',
  email: uniqueEmail('contact'),
  subject: 'Question about the Gilgit hub',
  message: 'When does the next freelancing batch start in Gilgit?',
});

describe('POST /api/contact', () => {
  let t: TestContext;
  let ipCounter = 0;
  /** Each test speaks from its own address so the per-address limit does not leak between tests. */
  const send = (payload: unknown, ip = `10.0.0.${++ipCounter}`) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress: ip });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores a valid message trimmed and answers 201 with the thank-you text', async () => {
    const body = valid();
    const res = await send({ ...body, name: `  ${body.name}  ` }, '10.1.0.1');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Thank you for contacting us. We will get back to you soon.',
    });
    const rows = await t.app.db.select().from(contactMessages).where(eq(contactMessages.email, body.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Amina Baig', subject: body.subject, ip: '10.1.0.1' });
  });

  it.each([
    ['name', 'A', 'Name must be at least 2 characters'],
    ['name', 'x'.repeat(101), 'Name must be at most 100 characters'],
    ['name', '   ', 'Name is required'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['email', `${'a'.repeat(250)}@example.com`, 'Email must be at most 255 characters'],
    ['subject', 'Hey', 'Subject must be at least 5 characters'],
    ['subject', 'x'.repeat(201), 'Subject must be at most 200 characters'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
    ['message', 'x'.repeat(1001), 'Message must be at most 1000 characters'],
  ])('refuses %s %j with 400 and the field message', async (field, value, message) => {
    const res = await send({ ...valid(), [field]: value });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, message });
    expect(body.errors[0].field).toBe(field);
  });

  it('accepts the limits exactly', async () => {
    const res = await send({
      name: 'Al',
      email: `${'a'.repeat(243)}@example.com`,
      subject: 'x'.repeat(200),
      message: 'x'.repeat(1000),
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a missing field and unknown types with 400', async () => {
    const { subject: _omit, ...rest } = valid();
    expect((await send(rest)).statusCode).toBe(400);
    expect((await send({ ...valid(), message: 12345678901 })).statusCode).toBe(400);
    const notAnObject = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: '"just text"',
      headers: { 'content-type': 'application/json' },
      remoteAddress: '10.3.0.1',
    });
    expect(notAnObject.statusCode).toBe(400);
  });

  it('limits one address to 10 messages in 10 minutes by default with 429, others unaffected', async () => {
    expect(t.app.config.writeLimits.contact).toEqual({ max: 10, windowMs: 10 * 60_000 });
    const ip = '10.2.0.1';
    for (let i = 0; i < 10; i += 1) expect((await send(valid(), ip)).statusCode).toBe(201);
    const limited = await send(valid(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many attempts\. Please try again in (10|9) minute\(s\)\.$/),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
    expect((await send(valid(), '10.2.0.2')).statusCode).toBe(201);
  });
});
