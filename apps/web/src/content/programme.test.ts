import { describe, expect, it } from 'vitest';
import type { ProgrammeEntryDto } from '@kt/shared';
import { seededEntries } from '@/test/programme.tsx';
import { programmeOf } from './programme.ts';

describe('programmeOf: the server entries as the pages read them', () => {
  it("shows staff's Urdu text in Urdu, and the English one where they left Urdu empty", () => {
    const entries = seededEntries().map((e): ProgrammeEntryDto =>
      e.kind === 'branch' && e.key === 'flh-astore'
        ? {
            ...e,
            data: {
              ...e.data,
              name: { en: 'Astore Hub', ur: '' },
              description: { en: 'Solar backup and ten desks.', ur: 'سولر بیک اپ' },
            },
          }
        : e,
    );
    const ur = programmeOf(entries, 'ur').branches.find((b) => b.id === 'flh-astore')!;
    expect(ur.name).toBe('Astore Hub');
    expect(ur.description).toBe('سولر بیک اپ');
    expect(programmeOf(entries, 'en').branches.find((b) => b.id === 'flh-astore')!.description).toBe(
      'Solar backup and ten desks.',
    );
  });

  it("gives a hub its branch's name, address, phone and sample label", () => {
    const entries = seededEntries().map((e): ProgrammeEntryDto =>
      e.kind === 'branch' && e.key === 'stp-skardu'
        ? { ...e, sample: false, data: { ...e.data, phone: '+92 5815 123456' } }
        : e,
    );
    const hub = programmeOf(entries, 'en').hubs.find((h) => h.id === 'stp-skardu')!;
    expect(hub).toMatchObject({
      phone: '+92 5815 123456',
      sample: false,
      name: 'Software Technology Park Skardu',
    });
    expect(programmeOf(entries, 'en').hubs).toHaveLength(8);
  });

  it('reads the figures and the cohorts with their sample labels', () => {
    const p = programmeOf(seededEntries(), 'en');
    expect(p.figures).toMatchObject({ established: 42, target: 50, goal: 100, goalYear: 2025, flhs: '40+' });
    expect(p.cohorts).toHaveLength(6);
    expect(p.cohorts.every((c) => c.sample)).toBe(true);
    expect(programmeOf(seededEntries(), 'ur').cohorts[0]!.venue).not.toBe(p.cohorts[0]!.venue);
  });

  it("reads the course catalogue in the reader's language, outcomes too, English where Urdu is empty", () => {
    const entries = seededEntries().map((e): ProgrammeEntryDto =>
      e.kind === 'course' && e.key === 'wordpress'
        ? {
            ...e,
            data: {
              ...e.data,
              weeks: 8,
              title: { en: 'WordPress for Freelancers', ur: '' },
              outcomes: [{ en: 'Launch a shop', ur: 'دکان لانچ کریں' }],
            },
          }
        : e,
    );
    const en = programmeOf(entries, 'en').courses;
    expect(en).toHaveLength(11);
    expect(en.map((c) => c.id)).toContain('full-stack-web');
    expect(en.find((c) => c.id === 'wordpress')).toMatchObject({
      title: 'WordPress for Freelancers',
      weeks: 8,
      outcomes: ['Launch a shop'],
    });
    const ur = programmeOf(entries, 'ur').courses;
    expect(ur.find((c) => c.id === 'wordpress')).toMatchObject({
      title: 'WordPress for Freelancers',
      outcomes: ['دکان لانچ کریں'],
    });
    expect(ur.find((c) => c.id === 'full-stack-web')!.title).toBe('فل اسٹیک ویب ڈیولپمنٹ');
  });

  it("reads the gallery in the reader's language, keeping the English title for downloads", () => {
    const entries = seededEntries().map((e): ProgrammeEntryDto => {
      if (e.kind !== 'photo' || e.key !== '5') return e;
      const { thumb: _, ...data } = e.data;
      return { ...e, sample: false, data: { ...data, image: '/uploads/abc.webp' } };
    });
    const en = programmeOf(entries, 'en').photos;
    const ur = programmeOf(entries, 'ur').photos;
    expect(en).toHaveLength(39);
    expect(en[0]).toMatchObject({ id: 1, title: 'Freelancing Hub Inauguration Gilgit', sample: true });
    expect(ur[0]).toMatchObject({
      title: 'گلگت میں فری لانسنگ ہب کا افتتاح',
      fileTitle: 'Freelancing Hub Inauguration Gilgit',
    });
    // An uploaded picture has no grid copy: the grid shows the picture itself.
    expect(en[4]).toMatchObject({ src: '/uploads/abc.webp', thumb: '/uploads/abc.webp', sample: false });
  });

  it('reads the entrepreneurs, the founder first, a card without a picture without one', () => {
    const people = programmeOf(seededEntries(), 'ur').entrepreneurs;
    expect(people).toHaveLength(13);
    expect(people[0]).toMatchObject({ name: 'Nadeem Ullah Baig', founder: true, sample: true });
    // No Urdu was written for them: they read as written, in Urdu too.
    expect(people[0]!.title).toBe('Founder & Programme Lead');
    expect(people.find((p) => p.name === 'Rubina Shaheen')).not.toHaveProperty('image');
  });
});
