import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';
import { users } from '../../db/schema.ts';
import { makeImage, postProfile, profileFields } from './test-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const onDisk = (url: string) => path.join(t.config.dataDir, 'uploads', path.basename(url));

describe('POST /api/profile validation (spec section 5)', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = (await createUser(t.app)).cookie;
  });

  const cases: [string, Record<string, string>, RegExp][] = [
    ['a headline under 10 characters', { headline: 'Too short' }, /Headline must be at least 10/],
    ['a headline over 100 characters', { headline: 'h'.repeat(101) }, /Headline must be at most 100/],
    ['a missing headline', { headline: '' }, /Headline/],
    ['a job title not among the eight', { jobTitle: 'Plumbing' }, /job title from the list/],
    ['a bio under 50 characters', { bio: 'Short bio.' }, /Bio must be at least 50/],
    ['a bio over 1000 characters', { bio: 'b'.repeat(1001) }, /Bio must be at most 1000/],
    ['no services', { services: '[]' }, /at least one service/],
    ['duplicate services', { services: JSON.stringify(['SEO', 'seo']) }, /duplicates/],
    ['a location under 2 characters', { location: 'G' }, /Location must be at least 2/],
    ['a location over 100 characters', { location: 'g'.repeat(101) }, /Location must be at most 100/],
    ['a country not on the list', { country: 'Atlantis' }, /country from the list/],
    ['a blank country', { country: '' }, /country/i],
    ['a negative hourly rate', { hourlyRate: '-1' }, /between 0 and 1000/],
    ['an hourly rate over 1000', { hourlyRate: '1000.01' }, /between 0 and 1000/],
    ['a non-numeric hourly rate', { hourlyRate: 'lots' }, /must be a number/],
    ['a blank hourly rate', { hourlyRate: '' }, /Hourly rate is required/],
    [
      'a social link that is not a URL',
      { socialMedia: JSON.stringify({ github: 'not a url' }) },
      /valid URL/,
    ],
    [
      'a social link that is not http(s)',
      { socialMedia: JSON.stringify({ behance: 'javascript:alert(1)' }) },
      /valid URL/,
    ],
  ];
  for (const [what, override, message] of cases) {
    it(`rejects ${what} with 400 and the field`, async () => {
      const res = await postProfile(t.app, cookie, profileFields(override));
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.success).toBe(false);
      expect(body.message).toMatch(message);
      expect(body.errors.length).toBeGreaterThan(0);
    });
  }

  it('accepts the boundaries: headline 10 and 100, bio 50 and 1000, rate 0 and 1000, empty links', async () => {
    const overrides: Record<string, string>[] = [
      { headline: 'h'.repeat(10), bio: 'b'.repeat(50), hourlyRate: '0' },
      { headline: 'h'.repeat(100), bio: 'b'.repeat(1000), hourlyRate: '1000' },
      { socialMedia: JSON.stringify({ github: '', linkedin: '', instagram: '', behance: '' }) },
    ];
    for (const override of overrides) {
      const res = await postProfile(t.app, cookie, profileFields(override));
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
  });

  it('matches a country without regard to case and stores the list spelling', async () => {
    const res = await postProfile(t.app, cookie, profileFields({ country: 'united kingdom' }));
    expect(res.statusCode).toBeLessThan(300);
    expect(res.json().profile.country).toBe('United Kingdom');
  });

  it('saves nothing when validation fails', async () => {
    const fresh = await createUser(t.app);
    await postProfile(t.app, fresh.cookie, profileFields({ bio: 'too short' }));
    const me = await t.app.inject({ url: '/api/profile/me', headers: { cookie: fresh.cookie } });
    expect(me.statusCode).toBe(404);
  });
});

describe('POST /api/profile access', () => {
  it('answers a guest with 401', async () => {
    const res = await postProfile(t.app, undefined, profileFields());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('answers a client with 403: freelancers keep profiles', async () => {
    const client = await createUser(t.app, { role: 'client' });
    const res = await postProfile(t.app, client.cookie, profileFields());
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/profile images', () => {
  it('refuses a file that is not an image with 415, whatever its name says', async () => {
    const u = await createUser(t.app);
    const res = await postProfile(t.app, u.cookie, profileFields(), [
      {
        field: 'profileImage',
        filename: 'me.png',
        content: Buffer.from('just text, not a picture'),
        type: 'image/png',
      },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
    const me = await t.app.inject({ url: '/api/profile/me', headers: { cookie: u.cookie } });
    expect(me.statusCode).toBe(404);
  });

  it('refuses a broken image whose first bytes look right with 415', async () => {
    const u = await createUser(t.app);
    const png = await makeImage(50, 50);
    const res = await postProfile(t.app, u.cookie, profileFields(), [
      { field: 'coverImage', filename: 'c.png', content: png.subarray(0, 60), type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(415);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const u = await createUser(t.app);
    const big = Buffer.concat([await makeImage(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await postProfile(t.app, u.cookie, profileFields(), [
      { field: 'profileImage', filename: 'big.png', content: big, type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: 'Image must be at most 5 MB' });
  });

  it('re-encodes photos to small WebP files: a 160 px thumbnail and a full image of at most 800 px', async () => {
    const u = await createUser(t.app);
    const res = await postProfile(t.app, u.cookie, profileFields(), [
      { field: 'profileImage', filename: 'me.jpg', content: await makeImage(2400, 1800, 'jpeg') },
      { field: 'coverImage', filename: 'cover.png', content: await makeImage(3000, 1000) },
    ]);
    expect(res.statusCode).toBe(201);
    const { profile } = res.json();
    const full = await sharp(onDisk(profile.profileImage)).metadata();
    expect(full.format).toBe('webp');
    expect(Math.max(full.width!, full.height!)).toBe(800);
    const thumb = await sharp(onDisk(profile.profileImageThumb)).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 160, 160]);
    const cover = await sharp(onDisk(profile.coverImage)).metadata();
    expect([cover.format, cover.width]).toEqual(['webp', 1600]);
    expect(fs.statSync(onDisk(profile.profileImageThumb)).size).toBeLessThan(20_000);

    const served = await t.app.inject({ url: profile.profileImage });
    expect(served.statusCode).toBe(200);

    const [row] = await t.app.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.profileImage).toBe(profile.profileImageThumb);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: u.cookie } });
    expect(me.json().user).toMatchObject({ profileCompleted: true, profileImage: profile.profileImageThumb });
  });

  it('replaces the photo on update and deletes the old files', async () => {
    const u = await createUser(t.app);
    const first = (
      await postProfile(t.app, u.cookie, profileFields(), [
        { field: 'profileImage', filename: 'a.png', content: await makeImage(300, 300) },
      ])
    ).json().profile;
    const res = await postProfile(t.app, u.cookie, profileFields(), [
      { field: 'profileImage', filename: 'b.png', content: await makeImage(400, 300) },
    ]);
    expect(res.statusCode).toBe(200);
    const second = res.json().profile;
    expect(second.profileImage).not.toBe(first.profileImage);
    expect(fs.existsSync(onDisk(first.profileImage))).toBe(false);
    expect(fs.existsSync(onDisk(first.profileImageThumb))).toBe(false);
    expect(fs.existsSync(onDisk(second.profileImage))).toBe(true);

    // An update without a new photo keeps the current one.
    const third = (
      await postProfile(t.app, u.cookie, profileFields({ headline: 'A new headline here' }))
    ).json().profile;
    expect(third.profileImage).toBe(second.profileImage);
  });
});

describe('POST /api/profile create and update', () => {
  it('creates with 201, real counters at 0, languages English, and marks the user completed', async () => {
    const u = await createUser(t.app, { firstName: 'Amina', lastName: 'Baig' });
    const res = await postProfile(t.app, u.cookie, profileFields());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Profile created successfully' });
    const { profile } = res.json();
    expect(profile).toMatchObject({
      userId: { _id: u.id, firstName: 'Amina', lastName: 'Baig' },
      headline: 'Full-stack developer building fast web apps',
      jobTitle: 'Web Development',
      services: ['Web Development', 'API Development'],
      skills: ['Web Development', 'API Development'],
      location: 'Gilgit',
      country: 'Pakistan',
      hourlyRate: 25,
      rating: 0,
      reviewsCount: 0,
      completedJobs: 0,
      successRate: 0,
      socialMedia: { github: 'https://github.com/example' },
      languages: ['English'],
      certifications: [],
      portfolio: [],
      education: [],
      reviews: [],
    });
    expect(profile.socialMedia.linkedin).toBeUndefined();
    const [row] = await t.app.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.profileCompleted).toBe(true);
    expect(row!.location).toBe('Gilgit, Pakistan');
  });

  it('updates with 200 and keeps the languages and lists added since', async () => {
    const u = await createUser(t.app);
    await postProfile(t.app, u.cookie, profileFields());
    await t.app.inject({
      method: 'POST',
      url: '/api/profile/me/languages',
      headers: { cookie: u.cookie },
      payload: { language: 'Urdu' },
    });
    const res = await postProfile(t.app, u.cookie, profileFields({ hourlyRate: '40.5', jobTitle: 'AI' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profile updated successfully');
    expect(res.json().profile).toMatchObject({
      hourlyRate: 40.5,
      jobTitle: 'AI',
      languages: ['English', 'Urdu'],
    });
  });

  it('stores lists sent with the save once, even when sent again', async () => {
    const u = await createUser(t.app);
    const lists = {
      certifications: JSON.stringify([{ name: 'AWS Cloud Practitioner', issuer: 'Amazon', year: '2023' }]),
      education: JSON.stringify([{ degree: 'BS CS', institution: 'KIU', year: '2016 - 2020' }]),
      portfolio: JSON.stringify([{ title: 'Shop', description: 'An online shop', tags: ['React'] }]),
    };
    await postProfile(t.app, u.cookie, profileFields(lists));
    const { profile } = (await postProfile(t.app, u.cookie, profileFields(lists))).json();
    expect(profile.certifications).toEqual([
      { _id: expect.any(String), name: 'AWS Cloud Practitioner', issuer: 'Amazon', year: '2023' },
    ]);
    expect(profile.education).toHaveLength(1);
    expect(profile.portfolio).toMatchObject([{ title: 'Shop', tags: ['React'], image: null, link: null }]);
  });

  it('accepts a JSON body too, and skills default to the services', async () => {
    const u = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: { cookie: u.cookie },
      payload: {
        headline: 'Designer of friendly interfaces',
        jobTitle: 'UI/UX Designing',
        bio: 'I design clear and friendly interfaces for web and mobile apps, from research to prototype.',
        services: ['UI Design', 'Prototyping'],
        hourlyRate: 30,
        location: 'Skardu',
        country: 'Pakistan',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().profile.skills).toEqual(['UI Design', 'Prototyping']);
  });
});
