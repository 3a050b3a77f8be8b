import { count } from 'drizzle-orm';
import { PROFILE_JOB_TITLES } from '@kt/shared';
import type { Db } from '../client.ts';
import {
  applications,
  conversationParticipants,
  conversations,
  jobs,
  messages,
  portfolioItems,
  profileCertifications,
  profileEducation,
  profileLanguages,
  profiles,
  users,
} from '../schema.ts';
import { hashPassword } from '../../modules/auth/service.ts';
import { seedContracts } from './contracts.ts';
import { CLIENTS, DEMO_PASSWORD, FREELANCER_NAMES, TOWNS, demoEmail } from './people.ts';
import { CERTIFICATIONS, LANGUAGES, PROFILE_TEMPLATES } from './profiles-data.ts';
import { CHATS, COVER_LETTERS, DELIVERY_TIMES, DURATION, EXPERIENCE, JOBS_BY_CATEGORY } from './jobs-data.ts';

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** A small deterministic random source, so every fresh install shows the same marketplace. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[int(0, list.length - 1)]!;
  const sample = <T>(list: readonly T[], n: number) => [...list].sort(() => next() - 0.5).slice(0, n);
  return { next, int, pick, sample };
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Seeds a believable marketplace: 10 clients, 30 freelancers with complete profiles, 60 jobs
 * across every category, proposals on them, and a few conversations. One transaction.
 */
export async function seedDemo(db: Db): Promise<void> {
  const r = random(2025);
  const now = Date.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const clientRows = await tx
      .insert(users)
      .values(
        CLIENTS.map((c, i) => ({
          ...c,
          email: demoEmail('client', i + 1),
          passwordHash,
          role: 'client' as const,
          createdAt: new Date(now - (400 - i * 13) * DAY),
          emailVerifiedAt: new Date(now - (400 - i * 13) * DAY), // demo addresses receive no mail
        })),
      )
      .returning();

    const freelancerRows = await tx
      .insert(users)
      .values(
        FREELANCER_NAMES.map(([firstName, lastName], i) => ({
          firstName,
          lastName,
          email: demoEmail('freelancer', i + 1),
          passwordHash,
          role: 'freelancer' as const,
          location: `${TOWNS[i % TOWNS.length]}, Pakistan`,
          profileCompleted: true,
          createdAt: new Date(now - (380 - i * 9) * DAY),
          emailVerifiedAt: new Date(now - (380 - i * 9) * DAY), // demo addresses receive no mail
        })),
      )
      .returning();

    const profileRows = await tx
      .insert(profiles)
      .values(
        freelancerRows.map((u, i) => {
          const jobTitle = PROFILE_JOB_TITLES[i % PROFILE_JOB_TITLES.length]!;
          const t = PROFILE_TEMPLATES[jobTitle];
          const services = r.sample(t.services, r.int(3, 6));
          const town = TOWNS[i % TOWNS.length]!;
          return {
            userId: u.id,
            headline: t.headlines[i % t.headlines.length]!,
            jobTitle,
            bio: t.bio,
            services,
            skills: services,
            location: town,
            country: 'Pakistan',
            hourlyRate: r.int(t.rate[0], t.rate[1]),
            socialMedia: {
              linkedin: `https://www.linkedin.com/in/${u.firstName.toLowerCase()}-${u.lastName.toLowerCase()}-demo`,
            },
            createdAt: u.createdAt,
          };
        }),
      )
      .returning();

    await tx
      .insert(profileLanguages)
      .values(
        profileRows.flatMap((p) =>
          ['English', 'Urdu', r.pick(LANGUAGES.slice(2))].map((language) => ({ profileId: p.id, language })),
        ),
      );
    await tx
      .insert(profileCertifications)
      .values(
        profileRows.flatMap((p) =>
          r.sample(CERTIFICATIONS, r.int(1, 2)).map((c) => ({ profileId: p.id, ...c })),
        ),
      );
    await tx.insert(portfolioItems).values(
      profileRows.flatMap((p) =>
        PROFILE_TEMPLATES[p.jobTitle as keyof typeof PROFILE_TEMPLATES].portfolio
          .slice(0, 2)
          .map((title) => ({
            profileId: p.id,
            title,
            description: `${title}: planned, built and delivered for a client, from the first brief to the final handover.`,
            tags: p.services.slice(0, 3),
          })),
      ),
    );
    await tx.insert(profileEducation).values(
      profileRows.map((p, i) => ({
        profileId: p.id,
        degree: i % 2 ? 'BS Computer Science' : 'Diploma in Information Technology',
        institution: i % 3 ? 'Karakoram International University, Gilgit' : 'University of Baltistan, Skardu',
        years: `${2014 + (i % 6)} - ${2018 + (i % 6)}`,
      })),
    );

    const jobValues = Object.entries(JOBS_BY_CATEGORY).flatMap(([category, { blurb, jobs: list }], c) =>
      list.map((j, k) => ({
        userId: clientRows[(c * 6 + k) % clientRows.length]!.id,
        title: j.title,
        description: `${j.title}. ${blurb} Please mention similar work you have done and how you would approach this project.`,
        category,
        budgetType: j.type,
        budgetMin: j.budget[0],
        budgetMax: j.budget[1],
        skills: j.skills,
        experienceLevel: EXPERIENCE[(c + k) % EXPERIENCE.length]!,
        duration: DURATION[(c * 2 + k) % DURATION.length]!,
        status: (k === 5 && c % 3 === 0 ? 'in_progress' : 'open') as 'open' | 'in_progress',
        createdAt: new Date(now - (r.int(0, 20 * 24) * DAY) / 24 - (c * 6 + k) * 3600 * 1000),
      })),
    );
    const jobRows = await tx.insert(jobs).values(jobValues).returning();

    const applicationValues = jobRows.flatMap((job) =>
      r.sample(freelancerRows, r.int(job.status === 'in_progress' ? 2 : 0, 5)).map((f, i) => ({
        jobId: job.id,
        freelancerId: f.id,
        coverLetter: r.pick(COVER_LETTERS),
        deliveryTime: r.pick(DELIVERY_TIMES),
        status: (job.status === 'in_progress' && i === 0 ? 'accepted' : 'pending') as 'accepted' | 'pending',
        createdAt: new Date(job.createdAt.getTime() + (i + 1) * 3 * 3600 * 1000),
      })),
    );
    if (applicationValues.length) await tx.insert(applications).values(applicationValues);

    for (let i = 0; i < CHATS.length + 2; i++) {
      const client = clientRows[i % clientRows.length]!;
      const freelancer = freelancerRows[(i * 7) % freelancerRows.length]!;
      const lines = CHATS[i % CHATS.length]!;
      const start = now - (i + 1) * 5 * 3600 * 1000;
      const [conversation] = await tx
        .insert(conversations)
        .values({
          pairKey: [client.id, freelancer.id].sort().join(':'),
          lastMessageAt: new Date(start + lines.length * 600_000),
          createdAt: new Date(start),
        })
        .returning();
      await tx.insert(conversationParticipants).values([
        { conversationId: conversation!.id, userId: client.id },
        { conversationId: conversation!.id, userId: freelancer.id },
      ]);
      await tx.insert(messages).values(
        lines.map((content, k) => {
          const last = k === lines.length - 1;
          return {
            conversationId: conversation!.id,
            senderId: k % 2 === 0 ? client.id : freelancer.id,
            content,
            createdAt: new Date(start + (k + 1) * 600_000),
            // The newest message of every other conversation is still unread.
            readAt: last && i % 2 === 0 ? null : new Date(start + (k + 1) * 600_000 + 60_000),
          };
        }),
      );
    }
    await seedContracts(tx, clientRows, freelancerRows);
  });
}
