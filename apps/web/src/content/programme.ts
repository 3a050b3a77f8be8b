/**
 * The programme's content as the pages read it (issue 36, docs/decisions/038-programme-content.md):
 * branches, IT hubs, cohorts, the course catalogue, the gallery, home's entrepreneurs and success
 * videos, the success stories and the programme's figures come from the server, where programme
 * staff keep them in the console. One query for all of it (small, cached by every node and by the
 * browser under its ETag); the texts are picked in the reader's language here, so a page shows
 * what staff wrote in Urdu. The files beside this one are no longer read by the pages: they seeded
 * the database (migrations 0031 to 0034) and serve as the component tests' fixtures.
 */
import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  programmeContentReply,
  type BothLanguages,
  type FiguresData,
  type GalleryCategory,
  type ProgrammeEntryDto,
} from '@kt/shared';
import { api } from '@/lib/api.ts';
import { getLocale } from '@/paraglide/runtime.js';
import type { Branch } from './branches.ts';
import type { Cohort, Course } from './courses.ts';
import type { Hub } from './hubs.ts';

export const programmeContentQuery = queryOptions({
  queryKey: ['programme', 'content'],
  queryFn: ({ signal }) => api('/api/programme/content', { reply: programmeContentReply, signal }),
  staleTime: 60_000,
});

/** The reader's language, or English when staff left the Urdu text empty. */
export const inLanguage = (words: BothLanguages, locale = getLocale()): string =>
  (locale === 'ur' && words.ur.trim()) || words.en;

/** A photo of the gallery as its page shows it. */
export type GalleryPhoto = {
  /** The number its shared link names (`/gallery?photo=3`). */
  id: number;
  /** The large view. */
  src: string;
  /** The grid's copy (the large view when the picture has none). */
  thumb: string;
  /** The caption in the reader's language. */
  title: string;
  description: string;
  /** The English title: a download is named after it (spec). */
  fileTitle: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  category: GalleryCategory;
  sample: boolean;
};

/** A card of the home page's entrepreneurs showcase. */
export type Entrepreneur = {
  key: string;
  name: string;
  title: string;
  description: string;
  /** Without one the card shows initials. */
  image?: string;
  skills: string[];
  location: string;
  founder?: boolean;
  sample: boolean;
};

/** A graduate's profile on /success-stories, in the reader's language. */
export type Story = {
  id: string;
  name: string;
  title: string;
  description: string;
  image: string;
  /** A district, shown in the reader's language by its label. */
  location: string;
  rating: number;
  projects: number;
  achievement: string;
  story: string;
  /** `lang: 'en'`: a tool's name with no Urdu one, shown as it is on an Urdu page. */
  skills: { text: string; lang?: 'en' }[];
  sample: boolean;
};

/** A video testimonial's card on /success-stories (no playback). */
export type StoryVideo = {
  id: string;
  title: string;
  name: string;
  role: string;
  /** Running time, m:ss. */
  duration: string;
  thumbnail: string;
  sample: boolean;
};

/** One of the home page's success-story videos; without `videoUrl` it is "Video Coming Soon". */
export type HomeVideo = {
  id: string;
  name: string;
  description: string;
  poster: string;
  videoUrl?: string;
  sample: boolean;
};

export type Programme = {
  branches: Branch[];
  hubs: Hub[];
  cohorts: Cohort[];
  courses: Course[];
  photos: GalleryPhoto[];
  entrepreneurs: Entrepreneur[];
  figures: FiguresData;
  stories: Story[];
  storyVideos: StoryVideo[];
  homeVideos: HomeVideo[];
};

type Entry<K extends ProgrammeEntryDto['kind']> = Extract<ProgrammeEntryDto, { kind: K }>;
const ofKind = <K extends ProgrammeEntryDto['kind']>(entries: ProgrammeEntryDto[], kind: K) =>
  entries.filter((e): e is Entry<K> => e.kind === kind);

/** The server's entries as the pages read them (branches, hubs, cohorts, courses, figures, stories), in `locale`. */
export function programmeOf(entries: ProgrammeEntryDto[], locale = getLocale()): Programme {
  const branches: Branch[] = ofKind(entries, 'branch').map(({ key, data, sample }) => ({
    id: key,
    name: inLanguage(data.name, locale),
    type: data.type,
    ...(data.womenOnly ? { womenOnly: true } : {}),
    district: data.district,
    address: data.address,
    description: inLanguage(data.description, locale),
    phone: data.phone,
    mapUrl: data.mapUrl,
    image: data.image,
    lat: data.lat,
    lng: data.lng,
    sample,
  }));
  const hubs: Hub[] = ofKind(entries, 'hub').flatMap(({ key, data }) => {
    const branch = branches.find((b) => b.id === data.branchId);
    if (!branch) return [];
    const { name, address, district, type, mapUrl, phone, sample } = branch;
    const description = inLanguage(data.description, locale);
    return [
      { id: key, name, address, district, type, description, mapUrl, phone, image: data.image, sample },
    ];
  });
  const cohorts: Cohort[] = ofKind(entries, 'cohort').map(({ data, sample }) => ({
    courseId: data.courseId,
    starts: data.starts,
    applyBy: data.applyBy,
    venue: inLanguage(data.venue, locale),
    schedule: inLanguage(data.schedule, locale),
    seats: data.seats,
    sample,
  }));
  const courses: Course[] = ofKind(entries, 'course').map(({ key, data }) => ({
    id: key,
    title: inLanguage(data.title, locale),
    category: data.category,
    level: data.level,
    weeks: data.weeks,
    mode: data.mode,
    summary: inLanguage(data.summary, locale),
    outcomes: data.outcomes.map((o) => inLanguage(o, locale)),
    fee: data.fee,
  }));
  const photos: GalleryPhoto[] = ofKind(entries, 'photo').map(({ key, data, sample }) => ({
    id: Number(key),
    src: data.image,
    thumb: data.thumb ?? data.image,
    title: inLanguage(data.title, locale),
    description: inLanguage(data.description, locale),
    fileTitle: data.title.en,
    date: data.date,
    category: data.category,
    sample,
  }));
  const entrepreneurs: Entrepreneur[] = ofKind(entries, 'entrepreneur').map(({ key, data, sample }) => ({
    key,
    name: data.name,
    title: inLanguage(data.title, locale),
    description: inLanguage(data.description, locale),
    ...(data.image ? { image: data.image } : {}),
    skills: data.skills,
    location: inLanguage(data.location, locale),
    ...(data.founder ? { founder: true } : {}),
    sample,
  }));
  const figures = ofKind(entries, 'figures').find((e) => e.key === 'programme')?.data ?? {
    established: 0,
    target: 1,
    goal: 0,
    goalYear: new Date().getFullYear(),
    stps: '0',
    flhs: '0',
    districts: '0',
    members: '0',
    projects: '0',
    mentored: '0',
    companies: '0',
  };
  const stories: Story[] = ofKind(entries, 'story').map(({ key, data, sample }) => ({
    id: key,
    name: inLanguage(data.name, locale),
    title: inLanguage(data.title, locale),
    description: inLanguage(data.description, locale),
    image: data.image,
    location: data.location,
    rating: data.rating,
    projects: data.projects,
    achievement: inLanguage(data.achievement, locale),
    story: inLanguage(data.story, locale),
    skills: data.skills.map((s) =>
      locale === 'ur' && !s.ur.trim() ? { text: s.en, lang: 'en' as const } : { text: inLanguage(s, locale) },
    ),
    sample,
  }));
  const storyVideos: StoryVideo[] = ofKind(entries, 'story-video').map(({ key, data, sample }) => ({
    id: key,
    title: inLanguage(data.title, locale),
    name: inLanguage(data.name, locale),
    role: inLanguage(data.role, locale),
    duration: data.duration,
    thumbnail: data.thumbnail,
    sample,
  }));
  const homeVideos: HomeVideo[] = ofKind(entries, 'home-video').map(({ key, data, sample }) => ({
    id: key,
    name: inLanguage(data.name, locale),
    description: inLanguage(data.description, locale),
    poster: data.poster,
    ...(data.videoUrl ? { videoUrl: data.videoUrl } : {}),
    sample,
  }));
  return {
    branches,
    hubs,
    cohorts,
    courses,
    photos,
    entrepreneurs,
    figures,
    stories,
    storyVideos,
    homeVideos,
  };
}

/**
 * The programme's content in the reader's language (or `language`); `programme` is undefined until
 * it arrives.
 */
export function useProgramme(language?: 'en' | 'ur') {
  const { data, isPending, isError, refetch } = useQuery(programmeContentQuery);
  const locale = language ?? getLocale();
  const programme = useMemo(
    () => (data?.success ? programmeOf(data.entries, locale) : undefined),
    [data, locale],
  );
  return { programme, loading: isPending, failed: isError && !data, retry: () => void refetch() };
}
