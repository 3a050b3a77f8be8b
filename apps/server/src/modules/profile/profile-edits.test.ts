import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { makeImage, postPortfolio, postProfile, profileFields } from './test-fixtures.ts';

let t: TestContext;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, { firstName: 'Karim', lastName: 'Shah' });
  const res = await postProfile(
    t.app,
    owner.cookie,
    profileFields({
      bio: 'I turn glacier survey data into dashboards and forecasts for mountain communities.',
    }),
  );
  expect(res.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'PUT' | 'POST', url: string, payload: unknown, cookie: string | null = owner.cookie) =>
  t.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
const me = async () =>
  (await t.app.inject({ url: '/api/profile/me', headers: { cookie: owner.cookie } })).json();

describe('owner edits: guests and users without a profile', () => {
  const edits: [string, 'PUT' | 'POST', string, unknown][] = [
    ['location', 'PUT', '/api/profile/me', { location: 'Hunza' }],
    ['language', 'POST', '/api/profile/me/languages', { language: 'Urdu' }],
    ['certification', 'POST', '/api/profile/me/certifications', { name: 'A', issuer: 'B', year: '2020' }],
  ];
  for (const [what, method, url, payload] of edits) {
    it(`answers a guest editing the ${what} with 401`, async () => {
      const res = await send(method, url, payload, null);
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(false);
    });
    it(`answers an edit of the ${what} without a profile with 404`, async () => {
      const fresh = await createUser(t.app);
      const res = await send(method, url, payload, fresh.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/create your profile/);
    });
  }
  it('answers a guest adding a portfolio item with 401', async () => {
    const res = await postPortfolio(t.app, undefined, { title: 'X', description: 'Y' });
    expect(res.statusCode).toBe(401);
  });
  it('answers a guest reading /api/profile/me with 401', async () => {
    expect((await t.app.inject({ url: '/api/profile/me' })).statusCode).toBe(401);
  });
});

describe('PUT /api/profile/me', () => {
  it('updates the location, and the user location with the country', async () => {
    const res = await send('PUT', '/api/profile/me', { location: '  Karimabad ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Location updated successfully' });
    expect((await me()).profile.location).toBe('Karimabad');
    const user = (await t.app.inject({ url: '/api/auth/me', headers: { cookie: owner.cookie } })).json().user;
    expect(user.location).toBe('Karimabad, Pakistan');
  });

  it('updates the hourly rate given as a number', async () => {
    const res = await send('PUT', '/api/profile/me', { hourlyRate: 42.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Hourly rate updated successfully');
    expect((await me()).profile.hourlyRate).toBe(42.5);
  });

  const bad: [string, unknown, RegExp][] = [
    ['an empty body', {}, /location or an hourly rate/],
    ['a one-letter location', { location: 'K' }, /at least 2/],
    ['a blank location', { location: '   ' }, /at least 2/],
    ['a location over 100 characters', { location: 'x'.repeat(101) }, /at most 100/],
    ['a negative rate', { hourlyRate: -5 }, /between 0 and 1000/],
    ['a rate over 1000', { hourlyRate: 1001 }, /between 0 and 1000/],
    ['a rate that is not a number', { hourlyRate: 'abc' }, /must be a number/],
  ];
  for (const [what, payload, message] of bad) {
    it(`rejects ${what} with 400`, async () => {
      const res = await send('PUT', '/api/profile/me', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    });
  }
});

describe('POST /api/profile/me/languages and /certifications', () => {
  it('adds a language, trimmed', async () => {
    const res = await send('POST', '/api/profile/me/languages', { language: ' Burushaski ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Language added successfully' });
    expect((await me()).profile.languages).toEqual(['English', 'Burushaski']);
  });

  it('refuses a language already listed with 409', async () => {
    const res = await send('POST', '/api/profile/me/languages', { language: 'english' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already/);
  });

  it('refuses a blank language with 400', async () => {
    for (const payload of [{ language: '   ' }, {}]) {
      const res = await send('POST', '/api/profile/me/languages', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Language is required/);
    }
  });

  it('adds a certification', async () => {
    const res = await send('POST', '/api/profile/me/certifications', {
      name: 'Google Data Analytics',
      issuer: 'Google',
      year: '2024',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Certification added successfully');
    expect((await me()).profile.certifications).toEqual([
      { _id: expect.any(String), name: 'Google Data Analytics', issuer: 'Google', year: '2024' },
    ]);
  });

  it('refuses a certification missing its name, issuer or year with 400', async () => {
    for (const [payload, message] of [
      [{ name: ' ', issuer: 'Google', year: '2024' }, /Certification name is required/],
      [{ name: 'X', issuer: '', year: '2024' }, /Issuer is required/],
      [{ name: 'X', issuer: 'Y' }, /Year is required/],
    ] as const) {
      const res = await send('POST', '/api/profile/me/certifications', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });
});

describe('POST /api/profile/me/portfolio', () => {
  it('adds a project with an image re-encoded to WebP, a link and tags', async () => {
    const res = await postPortfolio(
      t.app,
      owner.cookie,
      {
        title: 'Glacier dashboard',
        description: 'A live dashboard of glacier melt.',
        link: 'https://example.com/glacier',
        tags: JSON.stringify(['Python', 'Dash', 'PostGIS']),
      },
      [{ field: 'portfolioImage', filename: 'shot.png', content: await makeImage(1600, 1000) }],
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Portfolio item added successfully' });
    const [item] = (await me()).profile.portfolio;
    expect(item).toMatchObject({
      title: 'Glacier dashboard',
      link: 'https://example.com/glacier',
      tags: ['Python', 'Dash', 'PostGIS'],
    });
    expect(item.image).toMatch(/^\/uploads\/[0-9a-f]+\.webp$/);
  });

  it('adds a project without image, link or tags (tags may be comma-separated text)', async () => {
    const res = await postPortfolio(t.app, owner.cookie, {
      title: 'Tourism site',
      description: 'A booking site.',
      link: '',
      tags: 'React, Node.js',
    });
    expect(res.statusCode).toBe(201);
    const [item] = (await me()).profile.portfolio;
    expect(item).toMatchObject({
      title: 'Tourism site',
      image: null,
      link: null,
      tags: ['React', 'Node.js'],
    });
  });

  it('refuses a project without title or description, or with a bad link, with 400', async () => {
    for (const [fields, message] of [
      [{ title: ' ', description: 'Something' }, /Project title is required/],
      [{ title: 'Something', description: '' }, /Project description is required/],
      [{ title: 'A', description: 'B', link: 'not a link' }, /valid URL/],
    ] as const) {
      const res = await postPortfolio(t.app, owner.cookie, fields);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it('refuses a project image that is not an image with 415', async () => {
    const res = await postPortfolio(t.app, owner.cookie, { title: 'A', description: 'B' }, [
      { field: 'portfolioImage', filename: 'x.jpg', content: Buffer.from('%PDF-1.4 not an image') },
    ]);
    expect(res.statusCode).toBe(415);
  });

  it('refuses a project image over 5 MB with 413', async () => {
    const big = Buffer.concat([await makeImage(10, 10), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await postPortfolio(t.app, owner.cookie, { title: 'A', description: 'B' }, [
      { field: 'portfolioImage', filename: 'big.png', content: big },
    ]);
    expect(res.statusCode).toBe(413);
  });
});

describe('the round trip', () => {
  it('reads every owner edit back by id, and finds the profile in search', async () => {
    const karim = await createUser(t.app, { firstName: 'Karim', lastName: 'Shah' });
    const bio = 'I map moraine lakes and turn avalanche survey data into forecasts for mountain villages.';
    expect((await postProfile(t.app, karim.cookie, profileFields({ bio }))).statusCode).toBe(201);
    const edit = (method: 'PUT' | 'POST', url: string, payload: unknown) =>
      send(method, url, payload, karim.cookie);
    expect((await edit('PUT', '/api/profile/me', { location: 'Karimabad' })).statusCode).toBe(200);
    expect((await edit('PUT', '/api/profile/me', { hourlyRate: 42.5 })).statusCode).toBe(200);
    expect((await edit('POST', '/api/profile/me/languages', { language: 'Burushaski' })).statusCode).toBe(
      201,
    );
    const cert = { name: 'Google Data Analytics', issuer: 'Google', year: '2024' };
    expect((await edit('POST', '/api/profile/me/certifications', cert)).statusCode).toBe(201);
    for (const title of ['Tourism site', 'Moraine dashboard']) {
      const res = await postPortfolio(t.app, karim.cookie, { title, description: 'Built end to end.' });
      expect(res.statusCode).toBe(201);
    }

    const byId = await t.app.inject({ url: `/api/profile/${karim.id}` });
    expect(byId.statusCode).toBe(200);
    const { profile } = byId.json();
    expect(profile).toMatchObject({
      userId: { _id: karim.id, firstName: 'Karim', lastName: 'Shah' },
      location: 'Karimabad',
      hourlyRate: 42.5,
      languages: ['English', 'Burushaski'],
      certifications: [{ name: 'Google Data Analytics' }],
    });
    // Newest first.
    expect(profile.portfolio.map((p: { title: string }) => p.title)).toEqual([
      'Moraine dashboard',
      'Tourism site',
    ]);

    const found = await t.app.inject({ url: '/api/profile/search', query: { q: 'moraine' } });
    expect(found.json().profiles.map((p: { userId: { _id: string } }) => p.userId._id)).toEqual([karim.id]);
    expect(found.json().profiles[0]).toMatchObject({ location: 'Karimabad', hourlyRate: 42.5 });
  });
});
