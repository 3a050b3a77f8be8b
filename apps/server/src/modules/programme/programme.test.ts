/**
 * Programme content (issue 36 part 1): anyone reads the seeded content; programme staff and admins
 * with two-factor edit it, audited, with a version check; every node's cached reply follows an edit.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { ProgrammeEntryDto } from '@kt/shared';
import {
  as,
  createTestApp,
  createTestDatabase,
  multipart,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';
import { makeUser } from '../../../test/factories.ts';
import { makeImage } from '../profile/test-fixtures.ts';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { auditLog, programmeContent, users } from '../../db/schema.ts';

let t: TestContext;
let staff: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await makeUser(t.app, { isProgramme: true });
  admin = await makeUser(t.app, { isAdmin: true });
  await t.app.db
    .update(users)
    .set({ twoFactorEnabled: true })
    .where(sql`${users.id} in (${staff.id}, ${admin.id})`);
});
afterAll(() => t.close());

type Entries = ProgrammeEntryDto[];
const content = async (app: App = t.app) => {
  const res = await as(app, null).get('/api/programme/content');
  expect(res.statusCode).toBe(200);
  return res.json().entries as Entries;
};
const find = <K extends ProgrammeEntryDto['kind']>(entries: Entries, kind: K, key: string) =>
  entries.find((e) => e.kind === kind && e.key === key) as Extract<ProgrammeEntryDto, { kind: K }>;

describe('reading', () => {
  it("serves today's content to anyone, every entry a sample", async () => {
    const entries = await content();
    const branches = entries.filter((e) => e.kind === 'branch');
    expect(branches.length).toBeGreaterThanOrEqual(38);
    expect(entries.filter((e) => e.kind === 'hub')).toHaveLength(8);
    expect(entries.filter((e) => e.kind === 'cohort')).toHaveLength(6);
    const courses = entries.filter((e) => e.kind === 'course');
    expect(courses).toHaveLength(11);
    // Every cohort names a course of the catalogue.
    for (const c of entries.filter((e) => e.kind === 'cohort'))
      expect(courses.map((x) => x.key)).toContain(c.data.courseId);
    const web = find(entries, 'course', 'full-stack-web');
    expect(web.data).toMatchObject({
      title: { en: 'Full-Stack Web Development', ur: 'فل اسٹیک ویب ڈیولپمنٹ' },
      category: 'Web Development',
      level: 'Intermediate',
      weeks: 16,
      fee: 'Free',
    });
    expect(web.data.outcomes[0]).toEqual({
      en: 'Build and deploy a full web app',
      ur: 'مکمل ویب ایپ بنائیں اور لائیو کریں',
    });
    const gilgit = find(entries, 'branch', 'stp-gilgit');
    expect(gilgit.data.phone).toBe('+92 5811 000201');
    expect(gilgit.data.name).toEqual({
      en: 'Software Technology Park Gilgit',
      ur: 'سافٹ ویئر ٹیکنالوجی پارک گلگت',
    });
    expect(find(entries, 'figures', 'programme').data).toEqual({
      established: 42,
      target: 50,
      goal: 100,
      goalYear: 2025,
      stps: '6',
      flhs: '40+',
      districts: '10',
      members: '1000+',
      projects: '1000+',
      mentored: '500+',
      companies: '50+',
    });
    // The gallery (39 photos in today's order, the captions' Urdu) and the 13 entrepreneurs (migration 0034).
    const photos = entries.filter((e) => e.kind === 'photo');
    expect(photos.map((p) => p.key)).toEqual(Array.from({ length: 39 }, (_, i) => String(i + 1)));
    expect(find(entries, 'photo', '2').data).toMatchObject({
      title: { en: 'Upwork Profile Building Workshop', ur: 'اپ ورک پروفائل بنانے کی ورکشاپ' },
      category: 'FLH',
      date: '2025-01-22',
      image: '/images/gallery/photo-02-1200.webp',
      thumb: '/images/gallery/photo-02-400.webp',
    });
    const people = entries.filter((e) => e.kind === 'entrepreneur');
    expect(people).toHaveLength(13);
    expect(people[0]!.data).toMatchObject({ name: 'Nadeem Ullah Baig', founder: true });
    expect(find(entries, 'entrepreneur', 'rubina-shaheen').data.image).toBeUndefined();
    // The figures entry gained the headline numbers: a sample again, one version on.
    // The success stories page's graduates and videos, and home's success videos, in today's order.
    expect(entries.filter((e) => e.kind === 'story').map((e) => e.key)).toEqual([
      'ayesha-karim',
      'sajid-hussain',
      'nadia-baig',
      'imran-ali',
      'farzana-shah',
      'karim-khan',
    ]);
    expect(entries.filter((e) => e.kind === 'story-video')).toHaveLength(4);
    expect(entries.filter((e) => e.kind === 'home-video').map((e) => e.key)).toEqual([
      'ayesha-baig',
      'karim-shigri',
      'sana-hussain',
      'imran-ali-shah',
    ]);
    const ayesha = find(entries, 'story', 'ayesha-karim');
    expect(ayesha.data).toMatchObject({
      name: { en: 'Ayesha Karim', ur: 'عائشہ کریم' },
      location: 'Gilgit',
      rating: 5,
      projects: 120,
      image: '/images/stories/story-1.webp',
    });
    // A tool's name has no Urdu one; a skill with an everyday Urdu name has it.
    expect(ayesha.data.skills[0]).toEqual({ en: 'React', ur: '' });
    expect(find(entries, 'story', 'sajid-hussain').data.skills[1]).toEqual({
      en: 'Prototyping',
      ur: 'پروٹوٹائپنگ',
    });
    expect(find(entries, 'story-video', 'nadia-baig').data).toMatchObject({
      title: { en: 'Marketing for the world from Hunza', ur: 'ہنزہ سے دنیا کے لیے مارکیٹنگ' },
      duration: '2:20',
    });
    expect(find(entries, 'home-video', 'ayesha-baig').data.videoUrl).toBe('/videos/ayesha-baig.mp4');
    expect(find(entries, 'home-video', 'sana-hussain').data.videoUrl).toBe('');
    expect(entries.every((e) => e.sample && e.version === (e.kind === 'figures' ? 2 : 1))).toBe(true);
  });

  it('answers 304 to a reader whose ETag is current, and the content again once it changed', async () => {
    const first = await as(t.app, null).get('/api/programme/content');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"programme-\d+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await as(t.app, null).get('/api/programme/content', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    await t.app.db
      .update(programmeContent)
      .set({ position: 0 })
      .where(and(eq(programmeContent.kind, 'figures'), eq(programmeContent.key, 'programme')));
    const after = await as(t.app, null).get('/api/programme/content', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });
});

const put = (user: TestUser | null, kind: string, key: string, body: unknown) =>
  as(t.app, user).put(`/api/admin/programme/${kind}/${key}`, body as Record<string, unknown>);

describe('who edits', () => {
  it('refuses a guest (401), a freelancer or a mediator (403), and staff without two-factor (403)', async () => {
    const entry = find(await content(), 'branch', 'flh-astore');
    const body = { version: entry.version, data: entry.data };
    expect((await put(null, 'branch', 'flh-astore', body)).statusCode).toBe(401);
    const freelancer = await makeUser(t.app);
    expect((await put(freelancer, 'branch', 'flh-astore', body)).statusCode).toBe(403);
    const mediator = await makeUser(t.app, { isMediator: true });
    await t.app.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, mediator.id));
    const refused = await put(mediator, 'branch', 'flh-astore', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/programme staff/);
    const noTwoFactor = await makeUser(t.app, { isProgramme: true });
    const res = await put(noTwoFactor, 'branch', 'flh-astore', body);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/two-factor/);
    expect(find(await content(), 'branch', 'flh-astore').version).toBe(1);
  });
});

describe('editing', () => {
  it("programme staff change a branch's phone: saved, no longer a sample, audited, shown to readers", async () => {
    const before = find(await content(), 'branch', 'stp-skardu');
    const data = { ...before.data, phone: '+92 5815 123456' };
    const res = await put(staff, 'branch', 'stp-skardu', { version: before.version, data });
    expect(res.statusCode).toBe(200);
    expect(res.json().entry).toMatchObject({ sample: false, version: 2, data: { phone: '+92 5815 123456' } });
    const shown = find(await content(), 'branch', 'stp-skardu');
    expect(shown).toMatchObject({ sample: false, version: 2, data: { phone: '+92 5815 123456' } });
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'programme.update'), eq(auditLog.targetId, 'branch/stp-skardu')));
    expect(entry).toMatchObject({ actorId: staff.id, targetType: 'programme' });
    expect(entry!.details).toMatchObject({
      confirmed: false,
      before: { phone: before.data.phone },
      after: { phone: '+92 5815 123456' },
    });
  });

  it('an admin confirms a cohort unchanged: the Sample label goes, the audit says confirmed', async () => {
    const cohort = find(await content(), 'cohort', 'bookkeeping-2027-03-01');
    const res = await put(admin, 'cohort', cohort.key, { version: cohort.version, data: cohort.data });
    expect(res.statusCode).toBe(200);
    expect(res.json().entry).toMatchObject({ sample: false, version: 2, data: cohort.data });
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, `cohort/${cohort.key}`));
    expect(entry!.details).toMatchObject({ confirmed: true });
  });

  it('refuses an edit made on an older version (409) and keeps the newer one', async () => {
    const read = find(await content(), 'cohort', 'applied-ai-2027-03-15');
    const first = { ...read.data, seats: 45 };
    expect((await put(staff, 'cohort', read.key, { version: read.version, data: first })).statusCode).toBe(
      200,
    );
    const stale = await put(admin, 'cohort', read.key, {
      version: read.version,
      data: { ...read.data, seats: 10 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Someone changed this entry/);
    expect(find(await content(), 'cohort', read.key).data.seats).toBe(45);
  });

  it('answers 400 with a plain message for bad data, and 404 for an unknown entry', async () => {
    const branch = find(await content(), 'branch', 'flh-nagar-khas');
    const bad = async (data: unknown, message: RegExp) => {
      const res = await put(staff, 'branch', branch.key, { version: branch.version, data });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    };
    await bad({ ...branch.data, phone: 'call us' }, /Phone must be a phone number/);
    await bad({ ...branch.data, name: { en: '', ur: '' } }, /Name \(English\) is required/);
    await bad({ ...branch.data, mapUrl: 'javascript:alert(1)' }, /Map link must be an https address/);
    await bad({ ...branch.data, image: 'https://evil.example/x.png' }, /Picture must be an uploaded image/);
    const cohort = find(await content(), 'cohort', 'data-analysis-2027-02-08');
    const late = await put(staff, 'cohort', cohort.key, {
      version: cohort.version,
      data: { ...cohort.data, applyBy: '2027-03-01' },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/Apply-by date must be on or before the start date/);
    expect((await put(staff, 'branch', 'no-such-branch', { version: 1, data: branch.data })).statusCode).toBe(
      404,
    );
    expect((await put(staff, 'gallery', 'x', { version: 1, data: {} })).statusCode).toBe(404);
    const hub = find(await content(), 'hub', 'flh-astore');
    const orphan = await put(staff, 'hub', hub.key, {
      version: hub.version,
      data: { ...hub.data, branchId: 'flh-nowhere' },
    });
    expect(orphan.statusCode).toBe(404);
    expect(find(await content(), 'branch', branch.key).version).toBe(branch.version);
  });
});

describe('courses', () => {
  it('staff change a course in both languages: saved, audited, shown; bad data is a 400', async () => {
    const course = find(await content(), 'course', 'wordpress');
    const data = {
      ...course.data,
      weeks: 8,
      title: { en: 'WordPress for Freelancers', ur: 'فری لانسرز کے لیے ورڈپریس' },
      outcomes: [...course.data.outcomes, { en: 'Hand a site over to its owner', ur: '' }],
    };
    const res = await put(staff, 'course', course.key, { version: course.version, data });
    expect(res.statusCode).toBe(200);
    const shown = find(await content(), 'course', 'wordpress');
    expect(shown).toMatchObject({ sample: false, version: course.version + 1, data: { weeks: 8 } });
    expect(shown.data.title.ur).toBe('فری لانسرز کے لیے ورڈپریس');
    expect(shown.data.outcomes).toHaveLength(course.data.outcomes.length + 1);
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'programme.update'), eq(auditLog.targetId, 'course/wordpress')));
    expect(entry!.details).toMatchObject({ before: { weeks: 6 }, after: { weeks: 8 } });
    const bad = async (wrong: unknown, message: RegExp) => {
      const r = await put(staff, 'course', 'wordpress', { version: shown.version, data: wrong });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toMatch(message);
    };
    await bad({ ...shown.data, category: 'Astrology' }, /Category must be one of the profile job titles/);
    await bad({ ...shown.data, weeks: 0 }, /Weeks must be at least 1/);
    await bad({ ...shown.data, outcomes: [] }, /Add at least one outcome/);
    await bad({ ...shown.data, level: 'Expert' }, /Level must be Beginner, Intermediate or Advanced/);
    expect(find(await content(), 'course', 'wordpress').version).toBe(shown.version);
  });
});

describe('gallery, entrepreneurs and the headline figures', () => {
  it('staff change a photo caption in both languages: saved, audited, shown; bad data is a 400', async () => {
    const photo = find(await content(), 'photo', '7');
    const data = {
      ...photo.data,
      title: { en: 'Ghizer Hub Open Day', ur: 'غذر ہب کا اوپن ڈے' },
      image: '/uploads/programme/open-day.webp',
    };
    delete (data as { thumb?: string }).thumb;
    const res = await as(t.app, staff).put('/api/admin/programme/photo/7', { version: photo.version, data });
    expect(res.statusCode).toBe(200);
    const shown = find(await content(), 'photo', '7');
    expect(shown).toMatchObject({ sample: false, version: photo.version + 1 });
    expect(shown.data.title).toEqual({ en: 'Ghizer Hub Open Day', ur: 'غذر ہب کا اوپن ڈے' });
    expect(shown.data.thumb).toBeUndefined();
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'programme.update'), eq(auditLog.targetId, 'photo/7')));
    expect(entry!.actorId).toBe(staff.id);
    expect(entry!.details).toMatchObject({
      before: { title: { en: 'Ghizer Hub Orientation Day' } },
      after: { title: { en: 'Ghizer Hub Open Day' } },
    });
    const bad = async (kind: string, key: string, body: unknown, message: RegExp) => {
      const r = await as(t.app, staff).put(`/api/admin/programme/${kind}/${key}`, body as never);
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toMatch(message);
    };
    const v = shown.version;
    await bad(
      'photo',
      '7',
      { version: v, data: { ...shown.data, category: 'Cafe' } },
      /Category must be FLH/,
    );
    await bad('photo', '7', { version: v, data: { ...shown.data, date: '2025-02-30' } }, /real date/);
    await bad(
      'photo',
      '7',
      { version: v, data: { ...shown.data, image: 'https://elsewhere.example/x.jpg' } },
      /Picture must be an uploaded image/,
    );
    // A stale version is refused and the saved caption stays.
    const stale = await as(t.app, admin).put('/api/admin/programme/photo/7', {
      version: photo.version,
      data: photo.data,
    });
    expect(stale.statusCode).toBe(409);
    expect(find(await content(), 'photo', '7').data.title.en).toBe('Ghizer Hub Open Day');
  });

  it("staff change the hubs page's figures and an entrepreneur's card; a guest or a freelancer is refused", async () => {
    const figures = find(await content(), 'figures', 'programme');
    const data = { ...figures.data, flhs: '45+', members: '1200+' };
    const guest = await as(t.app, null).put('/api/admin/programme/figures/programme', {
      version: figures.version,
      data,
    });
    expect(guest.statusCode).toBe(401);
    const freelancer = await makeUser(t.app);
    const refused = await as(t.app, freelancer).put('/api/admin/programme/figures/programme', {
      version: figures.version,
      data,
    });
    expect(refused.statusCode).toBe(403);
    const bad = await as(t.app, staff).put('/api/admin/programme/figures/programme', {
      version: figures.version,
      data: { ...data, flhs: 'about forty' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/FLHs must be a whole number, with \+ for "or more"/);
    const res = await as(t.app, admin).put('/api/admin/programme/figures/programme', {
      version: figures.version,
      data,
    });
    expect(res.statusCode).toBe(200);
    expect(find(await content(), 'figures', 'programme')).toMatchObject({
      sample: false,
      data: { flhs: '45+', members: '1200+', established: 42 },
    });

    const person = find(await content(), 'entrepreneur', 'wajid-ali');
    const noSkills = await as(t.app, staff).put('/api/admin/programme/entrepreneur/wajid-ali', {
      version: person.version,
      data: { ...person.data, skills: [] },
    });
    expect(noSkills.statusCode).toBe(400);
    expect(noSkills.json().message).toMatch(/Add at least one skill/);
    const saved = await as(t.app, staff).put('/api/admin/programme/entrepreneur/wajid-ali', {
      version: person.version,
      data: {
        ...person.data,
        location: { en: 'Tolti, Kharmang', ur: 'ٹولٹی، کھرمنگ' },
        skills: ['WordPress', 'WooCommerce', 'SEO'],
      },
    });
    expect(saved.statusCode).toBe(200);
    const shown = find(await content(), 'entrepreneur', 'wajid-ali');
    expect(shown).toMatchObject({ sample: false, data: { skills: ['WordPress', 'WooCommerce', 'SEO'] } });
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'programme.update'), eq(auditLog.targetType, 'programme')));
    expect(audits.map((a) => a.targetId)).toEqual(
      expect.arrayContaining(['figures/programme', 'entrepreneur/wajid-ali']),
    );
  });
});

describe('success stories', () => {
  it("staff change a graduate's story in both languages: saved, no longer a sample, audited, shown", async () => {
    const story = find(await content(), 'story', 'nadia-baig');
    const data = {
      ...story.data,
      projects: 180,
      achievement: { en: 'Earned $25,000 in her second year', ur: 'دوسرے سال میں 25,000 ڈالر کمائے' },
      skills: [...story.data.skills, { en: 'Meta Ads', ur: '' }],
    };
    const res = await put(staff, 'story', story.key, { version: story.version, data });
    expect(res.statusCode).toBe(200);
    const shown = find(await content(), 'story', 'nadia-baig');
    expect(shown).toMatchObject({ sample: false, version: story.version + 1, data: { projects: 180 } });
    expect(shown.data.achievement.ur).toBe('دوسرے سال میں 25,000 ڈالر کمائے');
    expect(shown.data.skills.at(-1)).toEqual({ en: 'Meta Ads', ur: '' });
    // Its place on the page is kept.
    expect((await content()).filter((e) => e.kind === 'story')[2]!.key).toBe('nadia-baig');
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'programme.update'), eq(auditLog.targetId, 'story/nadia-baig')));
    expect(entry).toMatchObject({ actorId: staff.id, targetType: 'programme' });
    expect(entry!.details).toMatchObject({
      confirmed: false,
      before: { projects: 150 },
      after: { projects: 180 },
    });
  });

  it('refuses a stale story edit (409) and bad data (400), keeping what was saved', async () => {
    const read = find(await content(), 'story', 'karim-khan');
    const first = { ...read.data, rating: 4 };
    expect((await put(admin, 'story', read.key, { version: read.version, data: first })).statusCode).toBe(
      200,
    );
    const stale = await put(staff, 'story', read.key, {
      version: read.version,
      data: { ...read.data, projects: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Someone changed this entry/);
    const saved = find(await content(), 'story', read.key);
    expect(saved.data).toMatchObject({ rating: 4, projects: 75 });
    const bad = async (kind: string, key: string, version: number, wrong: unknown, message: RegExp) => {
      const r = await put(staff, kind, key, { version, data: wrong });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toMatch(message);
    };
    await bad('story', read.key, saved.version, { ...saved.data, rating: 6 }, /Rating must be from 1 to 5/);
    await bad('story', read.key, saved.version, { ...saved.data, skills: [] }, /Add at least one skill/);
    await bad(
      'story',
      read.key,
      saved.version,
      { ...saved.data, image: 'https://evil.example/x.png' },
      /Picture must be an uploaded image/,
    );
    const video = find(await content(), 'story-video', 'sajid-hussain');
    await bad(
      'story-video',
      video.key,
      video.version,
      { ...video.data, duration: 'three minutes' },
      /Running time must be minutes and seconds/,
    );
    const home = find(await content(), 'home-video', 'karim-shigri');
    await bad(
      'home-video',
      home.key,
      home.version,
      { ...home.data, videoUrl: 'https://evil.example/x.mp4' },
      /Video must be an mp4 under \/videos\//,
    );
    expect(find(await content(), 'story', read.key).version).toBe(saved.version);
    expect(find(await content(), 'home-video', home.key)).toMatchObject({ sample: true, version: 1 });
  });

  it("refuses a freelancer (403) and a guest (401) a home video's edit; staff confirm it unchanged", async () => {
    const home = find(await content(), 'home-video', 'imran-ali-shah');
    const body = { version: home.version, data: home.data };
    expect((await put(null, 'home-video', home.key, body)).statusCode).toBe(401);
    expect((await put(await makeUser(t.app), 'home-video', home.key, body)).statusCode).toBe(403);
    expect(find(await content(), 'home-video', home.key).sample).toBe(true);
    const res = await put(staff, 'home-video', home.key, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().entry).toMatchObject({ sample: false, version: 2, data: home.data });
  });
});

describe('new cohorts', () => {
  it('staff add a cohort: shown at once, confirmed, audited; the same course and day again is a 409', async () => {
    const data = {
      courseId: 'wordpress',
      starts: '2027-04-05',
      applyBy: '2027-03-20',
      venue: { en: 'Freelancing Hub Astore', ur: '' },
      schedule: { en: 'Mon to Wed, 4 PM to 7 PM', ur: '' },
      seats: 18,
    };
    const res = await as(t.app, staff).post('/api/admin/programme/cohort', { data });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().entry).toMatchObject({
      kind: 'cohort',
      key: 'wordpress-2027-04-05',
      sample: false,
      version: 1,
    });
    const cohorts = (await content()).filter((e) => e.kind === 'cohort');
    expect(cohorts.at(-1)).toMatchObject({ key: 'wordpress-2027-04-05', data });
    const again = await as(t.app, admin).post('/api/admin/programme/cohort', { data });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A cohort of this course already starts on that day');
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'programme.create'), eq(auditLog.targetId, 'cohort/wordpress-2027-04-05')),
      );
    expect(entry).toMatchObject({ actorId: staff.id });
    const bad = await as(t.app, staff).post('/api/admin/programme/cohort', { data: { ...data, seats: 0 } });
    expect(bad.statusCode).toBe(400);
    expect((await as(t.app, null).post('/api/admin/programme/cohort', { data })).statusCode).toBe(401);
  });
});

describe('adding and removing entries', () => {
  const post = (user: TestUser | null, kind: string, body: unknown) =>
    as(t.app, user).post(`/api/admin/programme/${kind}`, body as Record<string, unknown>);
  const del = (user: TestUser | null, kind: string, key: string, version: number) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/admin/programme/${kind}/${key}`,
      headers: user ? { cookie: user.cookie } : {},
      payload: { version },
    });
  const audited = async (action: string, targetId: string) =>
    t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

  it('staff add a branch (key made from its English name): confirmed, last, audited; the same key again is a 409', async () => {
    const like = find(await content(), 'branch', 'flh-astore');
    const data = {
      ...like.data,
      name: { en: 'Freelancing Hub Minimarg', ur: 'فری لانسنگ ہب منی مرگ' },
      district: 'Astore',
      phone: '+92 5817 000999',
    };
    const res = await post(staff, 'branch', { data });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Entry added',
      entry: { kind: 'branch', key: 'freelancing-hub-minimarg', sample: false, version: 1, data },
    });
    const branches = (await content()).filter((e) => e.kind === 'branch');
    expect(branches.at(-1)).toMatchObject({ key: 'freelancing-hub-minimarg', data });
    const [entry] = await audited('programme.create', 'branch/freelancing-hub-minimarg');
    expect(entry).toMatchObject({ actorId: staff.id, targetType: 'programme' });
    expect(entry!.details).toMatchObject({ kind: 'branch', after: { phone: '+92 5817 000999' } });

    const again = await post(admin, 'branch', { data });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An entry with this key already exists: choose another key');
    const named = await post(admin, 'branch', { key: 'flh-astore', data });
    expect(named.statusCode).toBe(409);
    expect((await post(staff, 'branch', { key: 'Not A Key', data })).statusCode).toBe(400);
    const bad = await post(staff, 'branch', { data: { ...data, phone: 'call us' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Phone must be a phone number/);
    expect(
      (await post(staff, 'figures', { data: find(await content(), 'figures', 'programme').data })).statusCode,
    ).toBe(404);
  });

  it('staff add an IT hub naming a branch, once per branch, and a course under a key of their own', async () => {
    const like = find(await content(), 'hub', 'flh-astore');
    const hub = { ...like.data, branchId: 'freelancing-hub-minimarg' };
    const res = await post(staff, 'hub', { data: hub });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().entry).toMatchObject({ kind: 'hub', key: 'freelancing-hub-minimarg', sample: false });
    expect((await content()).filter((e) => e.kind === 'hub').at(-1)!.key).toBe('freelancing-hub-minimarg');
    const twice = await post(staff, 'hub', { key: 'minimarg-again', data: hub });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This branch already has an IT hub card');
    const nowhere = await post(staff, 'hub', { data: { ...hub, branchId: 'flh-nowhere' } });
    expect(nowhere.statusCode).toBe(404);

    const course = {
      ...find(await content(), 'course', 'wordpress').data,
      title: { en: 'Shopify Basics', ur: '' },
    };
    const added = await post(admin, 'course', { key: 'shopify', data: course });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().entry).toMatchObject({ kind: 'course', key: 'shopify', version: 1, sample: false });
    expect((await post(staff, 'course', { key: 'shopify', data: course })).statusCode).toBe(409);
    expect(await audited('programme.create', 'course/shopify')).toHaveLength(1);
  });

  it("staff add a photo under the next number (its shared link's `?photo=`); a key that is not a number is refused", async () => {
    const like = find(await content(), 'photo', '3').data as { title: { en: string; ur: string } };
    const photo = { ...like, title: { en: 'Cohort Graduation Skardu', ur: '' } };
    const res = await post(staff, 'photo', { data: photo });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().entry).toMatchObject({ kind: 'photo', key: '40', sample: false });
    expect((await post(staff, 'photo', { data: photo })).json().entry.key).toBe('41');
    const named = await post(staff, 'photo', { key: 'graduation', data: photo });
    expect(named.statusCode).toBe(400);
    expect(named.json().message).toBe(
      "A photo's key is its number in the gallery's shared link: digits only",
    );
    expect((await post(staff, 'photo', { key: '41', data: photo })).statusCode).toBe(409);
    expect((await post(staff, 'photo', { key: '100', data: photo })).json().entry.key).toBe('100');
  });

  it('refuses a guest (401), a freelancer (403) and staff without two-factor (403) adding or removing', async () => {
    const branch = find(await content(), 'branch', 'flh-astore');
    const freelancer = await makeUser(t.app);
    const noTwoFactor = await makeUser(t.app, { isProgramme: true });
    expect((await post(null, 'branch', { data: branch.data })).statusCode).toBe(401);
    expect((await post(freelancer, 'branch', { key: 'x-branch', data: branch.data })).statusCode).toBe(403);
    const refused = await post(noTwoFactor, 'branch', { key: 'x-branch', data: branch.data });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/two-factor/);
    expect((await del(null, 'cohort', 'data-analysis-2027-02-08', 1)).statusCode).toBe(401);
    expect((await del(freelancer, 'cohort', 'data-analysis-2027-02-08', 1)).statusCode).toBe(403);
    expect((await del(noTwoFactor, 'cohort', 'data-analysis-2027-02-08', 1)).statusCode).toBe(403);
    expect(find(await content(), 'cohort', 'data-analysis-2027-02-08')).toBeDefined();
    expect(find(await content(), 'branch', 'x-branch')).toBeUndefined();
  });

  it('refuses to remove a branch a hub names, a course a cohort names, the figures, or on a stale version', async () => {
    const branch = find(await content(), 'branch', 'freelancing-hub-minimarg');
    const hubbed = await del(staff, 'branch', branch.key, branch.version);
    expect(hubbed.statusCode).toBe(409);
    expect(hubbed.json().message).toBe('This branch is an IT hub: remove its IT hub card first');
    const course = find(await content(), 'course', 'bookkeeping');
    const taught = await del(staff, 'course', course.key, course.version);
    expect(taught.statusCode).toBe(409);
    expect(taught.json().message).toBe('Cohorts of this course are listed: remove them first');
    const figures = find(await content(), 'figures', 'programme');
    const stays = await del(admin, 'figures', 'programme', figures.version);
    expect(stays.statusCode).toBe(409);
    expect(stays.json().message).toBe("The home page's figures cannot be removed, only changed");
    const stale = await del(staff, 'course', 'shopify', 7);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Someone changed this entry/);
    expect((await del(staff, 'branch', 'no-such-branch', 1)).statusCode).toBe(404);
    const entries = await content();
    for (const [kind, key] of [
      ['branch', branch.key],
      ['course', 'bookkeeping'],
      ['figures', 'programme'],
      ['course', 'shopify'],
    ] as const)
      expect(find(entries, kind, key)).toBeDefined();
  });

  it('removes the hub, then its branch: audited with the data, and the public reply (and its ETag) changes', async () => {
    const first = await as(t.app, null).get('/api/programme/content');
    const etag = first.headers.etag as string;
    const hub = find(first.json().entries as Entries, 'hub', 'freelancing-hub-minimarg');
    const removed = await del(staff, 'hub', hub.key, hub.version);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: 'Entry removed' });
    const branch = find(await content(), 'branch', 'freelancing-hub-minimarg');
    expect((await del(admin, 'branch', branch.key, branch.version)).statusCode).toBe(200);

    const after = await as(t.app, null).get('/api/programme/content', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const entries = after.json().entries as Entries;
    expect(find(entries, 'hub', hub.key)).toBeUndefined();
    expect(find(entries, 'branch', branch.key)).toBeUndefined();
    const [entry] = await audited('programme.delete', 'branch/freelancing-hub-minimarg');
    expect(entry).toMatchObject({ actorId: admin.id, targetType: 'programme' });
    expect(entry!.details).toMatchObject({
      kind: 'branch',
      key: branch.key,
      before: { name: { en: 'Freelancing Hub Minimarg' }, phone: '+92 5817 000999' },
    });
    expect(await audited('programme.delete', 'hub/freelancing-hub-minimarg')).toHaveLength(1);
    // Gone: removing it again is a 404.
    expect((await del(staff, 'branch', branch.key, branch.version)).statusCode).toBe(404);
  });

  it('removes a course once the cohort that names it is removed', async () => {
    const like = find(await content(), 'cohort', 'data-analysis-2027-02-08');
    const added = await post(staff, 'cohort', { data: { ...like.data, courseId: 'shopify' } });
    expect(added.statusCode, added.body).toBe(201);
    const course = find(await content(), 'course', 'shopify');
    expect((await del(staff, 'course', 'shopify', course.version)).statusCode).toBe(409);
    const cohort = added.json().entry as ProgrammeEntryDto;
    expect((await del(staff, 'cohort', cohort.key, cohort.version)).statusCode).toBe(200);
    expect((await del(staff, 'course', 'shopify', course.version)).statusCode).toBe(200);
    const entries = await content();
    expect(find(entries, 'course', 'shopify')).toBeUndefined();
    expect(find(entries, 'cohort', cohort.key)).toBeUndefined();
  });
});

describe('pictures', () => {
  const upload = (user: TestUser | null, content: Buffer, filename = 'hub.png') => {
    const form = multipart({}, [{ field: 'picture', filename, content, type: 'image/png' }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/programme/pictures',
      headers: { ...form.headers, ...(user ? { cookie: user.cookie } : {}) },
      payload: form.payload,
    });
  };

  it('stores a checked picture as WebP, which an entry then shows once saved', async () => {
    const res = await upload(staff, await makeImage(2400, 1500));
    expect(res.statusCode, res.body).toBe(201);
    const url = res.json().url as string;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const served = await as(t.app, null).get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const hub = find(await content(), 'hub', 'flh-chilas');
    const saved = await put(staff, 'hub', hub.key, {
      version: hub.version,
      data: { ...hub.data, image: url },
    });
    expect(saved.statusCode).toBe(200);
    expect(find(await content(), 'hub', 'flh-chilas').data.image).toBe(url);
  });

  it('refuses what is not an image (415), a guest (401) and a freelancer (403)', async () => {
    const fake = Buffer.from('%PDF-1.4 pretending to be a picture');
    expect((await upload(staff, fake, 'hub.png')).statusCode).toBe(415);
    expect((await upload(null, await makeImage(10, 10))).statusCode).toBe(401);
    const freelancer = await makeUser(t.app);
    expect((await upload(freelancer, await makeImage(10, 10))).statusCode).toBe(403);
  });
});

/** Two nodes on one PostgreSQL database: each caches the content; an edit on one shows on the other. */
describe.skipIf(inject('dbDriver') !== 'pg')('two nodes sharing PostgreSQL', () => {
  const apps: App[] = [];
  const dirs: string[] = [];
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    for (const node of ['a', 'b']) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-node-'));
      dirs.push(dataDir);
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        DATABASE_URL: created.url!,
      });
      const database =
        node === 'a' ? created.database : await openDatabase({ driver: 'pg', url: created.url! });
      const app = await buildApp(config, database, { logger: false });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) {
      await app.close();
      await app.database.close();
    }
    await drop();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it("shows on node B a hub's phone changed on node A, right after the edit", async () => {
    const [a, b] = apps as [App, App];
    const editor = await makeUser(a, { isProgramme: true });
    await a.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, editor.id));
    // Both nodes have the content cached before the edit.
    const onB = find(await content(b), 'branch', 'flh-astore');
    expect(onB.data.phone).not.toBe('+92 5817 654321');
    find(await content(a), 'branch', 'flh-astore');
    const res = await as(a, editor).put('/api/admin/programme/branch/flh-astore', {
      version: onB.version,
      data: { ...onB.data, phone: '+92 5817 654321' },
    });
    expect(res.statusCode).toBe(200);
    expect(find(await content(b), 'branch', 'flh-astore')).toMatchObject({
      sample: false,
      data: { phone: '+92 5817 654321' },
    });
  });
});

describe('one node (PGlite or PostgreSQL)', () => {
  it('never serves a cached reply older than a write another node committed', async () => {
    // What another node's edit does to this node's database: a committed write to the table.
    expect(find(await content(), 'hub', 'stp-hunza').data.image).toBe('/images/hubs/stp-hunza.webp');
    await t.app.db
      .update(programmeContent)
      .set({ data: sql`jsonb_set(${programmeContent.data}, '{image}', '"/uploads/elsewhere.webp"')` })
      .where(and(eq(programmeContent.kind, 'hub'), eq(programmeContent.key, 'stp-hunza')));
    expect(find(await content(), 'hub', 'stp-hunza').data.image).toBe('/uploads/elsewhere.webp');
  });
});
