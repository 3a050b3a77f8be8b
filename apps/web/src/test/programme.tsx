/**
 * The programme's content as the server serves it after migrations 0031 to 0034 (built from the files it was
 * seeded from), for component tests: `withProgramme(<Page />)` renders a page whose content query
 * has already been answered.
 */
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ProgrammeContentReply, ProgrammeEntryDto } from '@kt/shared';
import { BRANCHES } from '@/content/branches.ts';
import { COHORTS, COURSES } from '@/content/courses.ts';
import { ENTREPRENEURS } from '@/content/entrepreneurs.ts';
import { GALLERY_PHOTOS } from '@/content/gallery.ts';
import { HOME_VIDEO_STORIES } from '@/content/home-videos.ts';
import { HUBS } from '@/content/hubs.ts';
import { SUCCESS_STORIES, VIDEO_TESTIMONIALS } from '@/content/success-stories.ts';
import { programmeContentQuery } from '@/content/programme.ts';
import { URDU_BRANCH_DESCRIPTIONS, urduBranchName } from '@/content/ur/branches.ts';
import { URDU_COHORT_TEXT, URDU_COURSES } from '@/content/ur/courses.ts';
import { URDU_GALLERY } from '@/content/ur/gallery.ts';
import { URDU_SKILLS, URDU_STORIES, URDU_VIDEOS } from '@/content/ur/success-stories.ts';

const words = (en: string, ur: string | undefined) => ({ en, ur: ur && ur !== en ? ur : '' });
const meta = { sample: true, version: 1, updatedAt: '2026-11-28T00:00:00.000Z' };

export function seededEntries(): ProgrammeEntryDto[] {
  const branches: ProgrammeEntryDto[] = BRANCHES.map(({ id, name, description, sample: _, ...b }) => ({
    kind: 'branch',
    key: id,
    data: {
      ...b,
      name: words(name, urduBranchName(name)),
      description: words(description, URDU_BRANCH_DESCRIPTIONS[description]),
    },
    ...meta,
  }));
  const hubs: ProgrammeEntryDto[] = HUBS.map((h) => ({
    kind: 'hub',
    key: h.id,
    data: {
      branchId: BRANCHES.find((b) => b.phone === h.phone)!.id,
      description: words(h.description, URDU_BRANCH_DESCRIPTIONS[h.description]),
      image: h.image,
    },
    ...meta,
  }));
  const cohorts: ProgrammeEntryDto[] = COHORTS.map(({ sample: _, venue, schedule, ...c }) => ({
    kind: 'cohort',
    key: `${c.courseId}-${c.starts}`,
    data: {
      ...c,
      venue: words(venue, URDU_COHORT_TEXT[venue]),
      schedule: words(schedule, URDU_COHORT_TEXT[schedule]),
    },
    ...meta,
  }));
  const courses: ProgrammeEntryDto[] = COURSES.map(({ id, title, summary, outcomes, ...c }) => {
    const ur = URDU_COURSES[id];
    return {
      kind: 'course',
      key: id,
      data: {
        ...c,
        title: words(title, ur?.title),
        summary: words(summary, ur?.summary),
        outcomes: outcomes.map((o, i) => words(o, ur?.outcomes[i])),
      },
      ...meta,
    };
  });
  const figures: ProgrammeEntryDto = {
    kind: 'figures',
    key: 'programme',
    data: {
      ...{ established: 42, target: 50, goal: 100, goalYear: 2025 },
      ...{ stps: '6', flhs: '40+', districts: '10', members: '1000+' },
      ...{ projects: '1000+', mentored: '500+', companies: '50+' },
    },
    ...meta,
    version: 2,
  };
  const photos: ProgrammeEntryDto[] = GALLERY_PHOTOS.map((p) => ({
    kind: 'photo',
    key: String(p.id),
    data: {
      title: words(p.title, URDU_GALLERY[p.id]?.title),
      description: words(p.description, URDU_GALLERY[p.id]?.description),
      category: p.category,
      date: p.date,
      image: p.src,
      thumb: p.thumb,
      likes: p.likes,
      views: p.views,
    },
    ...meta,
  }));
  const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const people: ProgrammeEntryDto[] = ENTREPRENEURS.map(
    ({ name, title, description, image, skills, location, founder }) => ({
      kind: 'entrepreneur',
      key: slug(name),
      data: {
        name,
        title: words(title, undefined),
        description: words(description, undefined),
        ...(image ? { image } : {}),
        skills,
        location: words(location, undefined),
        ...(founder ? { founder } : {}),
      },
      ...meta,
    }),
  );
  const stories: ProgrammeEntryDto[] = SUCCESS_STORIES.map((s) => {
    const ur = URDU_STORIES[s.id];
    return {
      kind: 'story',
      key: slug(s.name),
      data: {
        name: words(s.name, ur?.name),
        title: words(s.title, ur?.title),
        description: words(s.description, ur?.description),
        image: s.image,
        location: s.location,
        rating: s.rating,
        projects: s.projects,
        achievement: words(s.achievement, ur?.achievement),
        story: words(s.story, ur?.story),
        skills: s.skills.map((k) => words(k, URDU_SKILLS[k])),
      },
      ...meta,
    };
  });
  const storyVideos: ProgrammeEntryDto[] = VIDEO_TESTIMONIALS.map((v) => {
    const ur = URDU_VIDEOS[v.id];
    return {
      kind: 'story-video',
      key: slug(v.name),
      data: {
        title: words(v.title, ur?.title),
        name: words(v.name, ur?.name),
        role: words(v.role, ur?.role),
        duration: v.duration,
        thumbnail: v.thumbnail,
      },
      ...meta,
    };
  });
  const homeVideos: ProgrammeEntryDto[] = HOME_VIDEO_STORIES.map((v) => ({
    kind: 'home-video',
    key: v.id,
    data: {
      name: words(v.name, undefined),
      description: words(v.description, undefined),
      poster: v.poster,
      videoUrl: v.videoUrl ?? '',
    },
    ...meta,
  }));
  return [
    ...branches,
    ...hubs,
    ...cohorts,
    figures,
    ...courses,
    ...photos,
    ...people,
    ...stories,
    ...storyVideos,
    ...homeVideos,
  ];
}

/** A query client whose programme content is `entries` (the seeded content by default). */
export function programmeClient(entries = seededEntries()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const reply: ProgrammeContentReply = { success: true, entries };
  client.setQueryData(programmeContentQuery.queryKey, reply);
  return client;
}

export const withProgramme = (ui: ReactElement, client = programmeClient()) => (
  <QueryClientProvider client={client}>{ui}</QueryClientProvider>
);
