/**
 * Issue 12: no input answers 5xx. fast-check sends arbitrary path parameters, query strings and JSON
 * bodies (NUL, unpaired surrogates, very long strings, wrong types, deep nesting) to every API route,
 * as a guest and as a signed-in user, and a set of malformed multipart bodies to every multipart route.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type TestContext, type TestUser } from './helpers.ts';
import { makeJob, makeUser } from './factories.ts';

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '\uDBFF\uDBFF', '%00', '..%2f..', '\\'),
  fc.string({ minLength: 5000, maxLength: 20000 }),
  fc.uuid(),
);
const deep = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nasty,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(nasty, fc.constantFrom('title', 'email', 'password', '__proto__')), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;
const body = fc.oneof(
  deep,
  fc.record(
    {
      email: nasty,
      password: nasty,
      firstName: nasty,
      lastName: nasty,
      title: nasty,
      coverLetter: nasty,
      deliveryTime: nasty,
      content: nasty,
      jobId: nasty,
      recipientId: nasty,
      status: nasty,
      headline: nasty,
      location: nasty,
    },
    { requiredKeys: [] },
  ),
  fc
    .array(fc.constant('x'), { minLength: 300, maxLength: 300 })
    .map((a) => a.reduce<unknown>((acc) => [acc], 1)),
);
/** Percent-encodes like a client; an unpaired surrogate (which no URL can carry) goes as its raw UTF-8 bytes. */
function encode(value: string) {
  try {
    return encodeURIComponent(value);
  } catch {
    return `%ED%A0%80${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ''))}`;
  }
}

const query = fc.dictionary(
  fc.constantFrom('page', 'limit', 'search', 'category', 'budgetType', 'q', 'jobTitle', 'status', 'x'),
  nasty,
  { maxKeys: 4 },
);

describe('no input answers 5xx', () => {
  let t: TestContext;
  let user: TestUser;
  let client: TestUser;
  let jobId: string;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_IP_MAX: '0', AUTH_EMAIL_MAX: '0' });
    user = await makeUser(t.app);
    client = await makeUser(t.app, { role: 'client' });
    jobId = await makeJob(t.app, client);
  });
  afterAll(() => t.close());

  it('every route, any body, query and path, as a guest and as a user', { timeout: 240_000 }, async () => {
    const routes = t.app.apiRoutes.filter((r) => !r.url.includes('*'));
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          fc.boolean(),
          fc.oneof(nasty, fc.constant(jobId)),
          query,
          body,
          async (signedIn, param, q, b) => {
            const url = route.url.replace(/:[A-Za-z]+/g, encode(param));
            const search = new URLSearchParams(q as Record<string, string>).toString();
            const who = signedIn ? (route.url.includes('jobs') ? client : user) : null;
            const res = await t.app.inject({
              method: route.method as 'GET',
              url: search ? `${url}?${search}` : url,
              headers: { ...(who ? { cookie: who.cookie } : {}), 'content-type': 'application/json' },
              ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: JSON.stringify(b) }),
            });
            if (res.statusCode >= 500) {
              throw new Error(
                `${route.method} ${route.url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`,
              );
            }
            expect(res.body).not.toMatch(/at .*\.ts:\d+|node_modules|SQLSTATE|Failed query/);
          },
        ),
        { numRuns: 25 },
      );
    }
  });

  it('a NUL in a text field is a 400 that names the field', async () => {
    // A fresh session: the fuzzing test in this file may have signed the shared user out.
    const user = await makeUser(t.app);
    const cases: [string, string, Record<string, unknown>, string][] = [
      [
        'POST',
        '/api/auth/register',
        { email: 'a@example.test', password: 'correct-horse', firstName: 'A\u0000', lastName: 'B' },
        'First name',
      ],
      ['POST', '/api/auth/login', { email: 'a\u0000@example.test', password: 'x' }, 'Email'],
      [
        'POST',
        '/api/contact',
        {
          name: 'Nul\u0000',
          email: 'a@example.test',
          subject: 'Hello there',
          message: 'A long enough message',
        },
        'Name',
      ],
      [
        'POST',
        '/api/applications',
        { jobId, coverLetter: 'I can\u0000 do it', deliveryTime: '2 weeks' },
        'Cover letter',
      ],
      ['POST', '/api/messages/conversations', { recipientId: `${client.id}\u0000` }, 'recipientId'],
      ['PUT', '/api/profile/me', { location: 'Gilgit\uD800' }, 'Location'],
    ];
    for (const [method, url, payload, label] of cases) {
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        // Its own client address: the fuzzing test in this file may have used up the contact form's limit.
        remoteAddress: '127.0.0.77',
        headers: { cookie: user.cookie },
        payload,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(
        new RegExp(`^${label}.* contains a character that is not allowed$`),
      );
    }
  });

  it('a NUL in a query parameter or a path is a 400 too', async () => {
    const search = await as(t.app, null).get('/api/jobs?search=a%00b');
    expect(search.statusCode).toBe(400);
    const path = await as(t.app, null).get('/api/jobs/abc%00def');
    expect(path.statusCode).toBe(400);
    const bytes = await as(t.app, null).get('/api/jobs/%ED%A0%80%FF');
    expect(bytes.statusCode).toBe(400);
  });

  it('malformed multipart bodies on every multipart route answer 400, store nothing and leak nothing', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const b = 'kt-boundary-123';
    const part = (head: string, content: string | Buffer) =>
      Buffer.concat([Buffer.from(`--${b}\r\n${head}\r\n\r\n`), Buffer.from(content), Buffer.from('\r\n')]);
    const fileHead = (field: string) =>
      `Content-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png`;
    const bodies = (fileField: string): [string, string, Buffer][] => [
      ['no boundary', 'multipart/form-data', part('Content-Disposition: form-data; name="title"', 'x')],
      [
        'empty boundary',
        'multipart/form-data; boundary=',
        part('Content-Disposition: form-data; name="title"', 'x'),
      ],
      ['boundary never appears', `multipart/form-data; boundary=${b}`, Buffer.from('just some text\r\n')],
      [
        'cut off in the middle of a file',
        `multipart/form-data; boundary=${b}`,
        Buffer.concat([part(fileHead(fileField), png)]).subarray(0, 120),
      ],
      [
        'cut off after a field',
        `multipart/form-data; boundary=${b}`,
        part('Content-Disposition: form-data; name="title"', 'A title'),
      ],
      [
        'a part without a name',
        `multipart/form-data; boundary=${b}`,
        Buffer.concat([part('Content-Disposition: form-data', 'x'), Buffer.from(`--${b}--\r\n`)]),
      ],
      [
        'a file part without a name',
        `multipart/form-data; boundary=${b}`,
        Buffer.concat([
          part('Content-Disposition: form-data; filename="a.png"\r\nContent-Type: image/png', png),
          Buffer.from(`--${b}--\r\n`),
        ]),
      ],
      [
        'garbage headers',
        `multipart/form-data; boundary=${b}`,
        Buffer.from(`--${b}\r\n\u0000\u0001\r\n\r\n--${b}--`),
      ],
    ];
    const freelancer = await makeUser(t.app);
    const routes: [string, TestUser, string][] = [
      ['/api/jobs', client, 'attachments'],
      ['/api/profile', freelancer, 'profileImage'],
      ['/api/profile/me/portfolio', freelancer, 'image'],
    ];
    const uploads = () => {
      const dir = path.join(t.config.dataDir, 'uploads');
      return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).length : 0;
    };
    const before = uploads();
    for (const [url, who, field] of routes) {
      for (const [name, type, payload] of bodies(field)) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { cookie: who.cookie, 'content-type': type },
          payload,
        });
        expect(res.statusCode, `${url}: ${name}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url}: ${name}`).toBeLessThan(500);
        expect(res.json().message, `${url}: ${name}`).toMatch(/^[A-Z][^\n]*$/);
        expect(res.body).not.toMatch(/at .*\.ts:\d+|node_modules|stack/);
      }
    }
    expect(uploads()).toBe(before);
  });
});
