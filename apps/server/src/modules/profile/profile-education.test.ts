/** Issue 17: education is real data the owner adds, like certifications. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { postProfile, profileFields } from './test-fixtures.ts';

let t: TestContext;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app);
  expect((await postProfile(t.app, owner.cookie, profileFields())).statusCode).toBe(201);
});
afterAll(() => t.close());

const add = (payload: object, cookie: string | null = owner.cookie) =>
  t.app.inject({
    method: 'POST',
    url: '/api/profile/me/education',
    payload,
    headers: cookie ? { cookie } : {},
  });

describe('POST /api/profile/me/education', () => {
  it('adds an entry that the public profile shows', async () => {
    const res = await add({ degree: 'BS Computer Science', institution: 'KIU Gilgit', years: '2016-2020' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Education added successfully');
    const shown = (await t.app.inject({ url: `/api/profile/${owner.id}` })).json();
    expect(shown.profile.education).toEqual([
      {
        _id: expect.any(String),
        degree: 'BS Computer Science',
        institution: 'KIU Gilgit',
        year: '2016-2020',
      },
    ]);
  });

  it('refuses a guest (401), a user without a profile (404) and missing fields (400)', async () => {
    expect((await add({ degree: 'A', institution: 'B', years: '2020' }, null)).statusCode).toBe(401);
    const fresh = await createUser(t.app);
    expect((await add({ degree: 'A', institution: 'B', years: '2020' }, fresh.cookie)).statusCode).toBe(404);
    for (const [payload, message] of [
      [{ degree: ' ', institution: 'B', years: '2020' }, /Degree is required/],
      [{ degree: 'A', institution: '', years: '2020' }, /Institution is required/],
      [{ degree: 'A', institution: 'B' }, /Years is required/],
    ] as const) {
      const res = await add(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });
});
