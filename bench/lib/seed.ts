/** Bench data: jobs and freelancer profiles with realistic, repeating words (so searches match a known share). */
import type { Executor } from '../../apps/server/src/db/executor.ts';
import { jobs, profiles, users } from '../../apps/server/src/db/schema.ts';

export const SKILLS = [
  ['React', 'TypeScript', 'Tailwind CSS'],
  ['Node.js', 'PostgreSQL', 'REST APIs'],
  ['Flutter', 'Firebase', 'Dart'],
  ['Figma', 'Prototyping', 'Mobile UI'],
  ['WordPress', 'PHP', 'WooCommerce'],
  ['Python', 'Pandas', 'Machine Learning'],
  ['Premiere Pro', 'After Effects', 'Motion Graphics'],
  ['SEO', 'Google Ads', 'Content Strategy'],
  ['Laravel', 'MySQL', 'Vue.js'],
  ['Copywriting', 'Urdu', 'Translation'],
];
export const SUBJECTS = [
  'booking website',
  'mobile app',
  'dashboard',
  'online store',
  'landing page',
  'data pipeline',
  'promo video',
  'marketing campaign',
  'school portal',
  'brand identity',
];
export const CLIENTS = [
  'Hunza guesthouse',
  'Skardu school',
  'Gilgit clinic',
  'Ghizer co-op',
  'Nagar travel agency',
];
const CATEGORIES = [
  'Web Development',
  'Mobile Development',
  'UI/UX Design',
  'Data Science',
  'Video Editing',
  'Graphic Design',
  'Digital Marketing',
  'Content Writing',
];
export const DURATIONS = ['less-than-week', '1-2-weeks', '2-4-weeks', '1-3-months', '3-6-months'] as const;
export const LEVELS = ['Entry Level', 'Intermediate', 'Expert'] as const;
const TITLES = [
  'Web Development',
  'UI/UX Designing',
  'Graphic Designing',
  'Digital Marketing',
  'Video Editing',
  'Data Science',
  'AI',
  'Bookkeeping',
] as const;

const BATCH = 1000;

/** `count` open jobs from 50 clients, one minute apart, newest first. */
export async function seedJobs(db: Executor, count: number) {
  const clients = await db
    .insert(users)
    .values(
      Array.from({ length: 50 }, (_, i) => ({
        email: `bench.client.${i}@example.test`,
        firstName: 'Bench',
        lastName: `Client ${i}`,
        role: 'client' as const,
      })),
    )
    .returning({ id: users.id });
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    await db.insert(jobs).values(
      Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => {
        const i = start + k;
        const skills = SKILLS[i % SKILLS.length]!;
        const subject = SUBJECTS[(i * 7) % SUBJECTS.length]!;
        const client = CLIENTS[(i * 3) % CLIENTS.length]!;
        const min = 50 + (i % 40) * 25;
        return {
          userId: clients[i % clients.length]!.id,
          title: `${skills[0]} developer for a ${subject} (${client}) #${i}`,
          description:
            `We are a ${client} looking for help with a ${subject}. You will work with ${skills.join(', ')}. ` +
            'Clear communication, weekly updates and testing on low-end phones over slow connections matter to us.',
          category: CATEGORIES[i % CATEGORIES.length]!,
          budgetType: i % 3 === 0 ? ('hourly' as const) : ('fixed' as const),
          budgetMin: min,
          budgetMax: min * 2,
          skills,
          experienceLevel: LEVELS[i % LEVELS.length]!,
          duration: DURATIONS[i % DURATIONS.length]!,
          createdAt: new Date(now - i * 60_000),
        };
      }),
    );
  }
}

/** `count` freelancers, each with a profile. */
export async function seedProfiles(db: Executor, count: number) {
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const n = Math.min(BATCH, count - start);
    const owners = await db
      .insert(users)
      .values(
        Array.from({ length: n }, (_, k) => ({
          email: `bench.freelancer.${start + k}@example.test`,
          firstName: 'Bench',
          lastName: `Freelancer ${start + k}`,
          role: 'freelancer' as const,
        })),
      )
      .returning({ id: users.id });
    await db.insert(profiles).values(
      owners.map((o, k) => {
        const i = start + k;
        const skills = SKILLS[i % SKILLS.length]!;
        return {
          userId: o.id,
          headline: `${skills[0]} specialist from ${CLIENTS[i % CLIENTS.length]!.split(' ')[0]} #${i}`,
          jobTitle: TITLES[i % TITLES.length]!,
          bio: `I work with ${skills.join(', ')} on ${SUBJECTS[(i * 3) % SUBJECTS.length]} projects for clients in Gilgit-Baltistan and abroad.`,
          services: [SUBJECTS[i % SUBJECTS.length]!, SUBJECTS[(i + 1) % SUBJECTS.length]!],
          skills,
          location: 'Gilgit',
          country: 'Pakistan',
          hourlyRate: 10 + (i % 50),
          createdAt: new Date(now - i * 60_000),
        };
      }),
    );
  }
}
