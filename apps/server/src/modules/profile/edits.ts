import { count, eq } from 'drizzle-orm';
import {
  PROFILE_LIMITS,
  type certificationInput,
  type portfolioInput,
  type profileUpdateInput,
} from '@kt/shared';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { authorize, type Actor } from '../../policies/policies.ts';
import {
  portfolioItems,
  profileCertifications,
  profileEducation,
  profileLanguages,
  profiles,
  users,
} from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';

const NO_PROFILE = 'Profile not found. Please create your profile first.';

/** The signed-in user's profile row (locked for this transaction), or a 404. */
async function ownProfile(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ id: profiles.id, country: profiles.country })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update');
  if (!row) throw notFound(NO_PROFILE);
  return row;
}

async function ensureRoom(
  tx: Tx,
  table:
    typeof profileLanguages | typeof profileCertifications | typeof portfolioItems | typeof profileEducation,
  profileId: string,
  max: number,
  what: string,
) {
  const [row] = await tx.select({ n: count() }).from(table).where(eq(table.profileId, profileId));
  if ((row?.n ?? 0) >= max) throw badRequest(`You can add at most ${max} ${what}`);
}

/** PUT /api/profile/me: the location (city) or the hourly rate. */
export async function updateFields(db: Executor, actor: Actor, input: z.output<typeof profileUpdateInput>) {
  authorize('profile:write', actor);
  await inTransaction(db, async (tx) => {
    const profile = await ownProfile(tx, actor.id);
    await tx
      .update(profiles)
      .set({
        ...(input.location !== undefined ? { location: input.location } : {}),
        ...(input.hourlyRate !== undefined ? { hourlyRate: Math.round(input.hourlyRate * 100) / 100 } : {}),
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, profile.id));
    if (input.location !== undefined) {
      const location = profile.country ? `${input.location}, ${profile.country}` : input.location;
      await tx.update(users).set({ location }).where(eq(users.id, actor.id));
    }
  });
}

export async function addLanguage(db: Executor, actor: Actor, language: string) {
  authorize('profile:write', actor);
  await inTransaction(db, async (tx) => {
    const profile = await ownProfile(tx, actor.id);
    const have = await tx
      .select({ language: profileLanguages.language })
      .from(profileLanguages)
      .where(eq(profileLanguages.profileId, profile.id));
    if (have.some((l) => l.language.toLowerCase() === language.toLowerCase())) {
      throw conflict(`${language} is already on your profile`);
    }
    if (have.length >= PROFILE_LIMITS.languagesMax) {
      throw badRequest(`You can add at most ${PROFILE_LIMITS.languagesMax} languages`);
    }
    await tx.insert(profileLanguages).values({ profileId: profile.id, language });
  });
}

export async function addCertification(
  db: Executor,
  actor: Actor,
  input: z.output<typeof certificationInput>,
) {
  authorize('profile:write', actor);
  await inTransaction(db, async (tx) => {
    const profile = await ownProfile(tx, actor.id);
    await ensureRoom(
      tx,
      profileCertifications,
      profile.id,
      PROFILE_LIMITS.certificationsMax,
      'certifications',
    );
    await tx.insert(profileCertifications).values({ profileId: profile.id, ...input });
  });
}

export async function addEducation(
  db: Executor,
  actor: Actor,
  input: { degree: string; institution: string; years: string },
) {
  authorize('profile:write', actor);
  await inTransaction(db, async (tx) => {
    const profile = await ownProfile(tx, actor.id);
    await ensureRoom(tx, profileEducation, profile.id, PROFILE_LIMITS.educationMax, 'education entries');
    await tx.insert(profileEducation).values({ profileId: profile.id, ...input });
  });
}

/** Checks the owner has a profile with room for one more item, before an image is processed. */
export async function assertCanAddPortfolio(db: Executor, actor: Actor) {
  authorize('profile:write', actor);
  await inTransaction(db, async (tx) => {
    const profile = await ownProfile(tx, actor.id);
    await ensureRoom(tx, portfolioItems, profile.id, PROFILE_LIMITS.portfolioMax, 'portfolio items');
  });
}

export async function addPortfolioItem(
  db: Executor,
  actor: Actor,
  input: z.output<typeof portfolioInput>,
  image: string | null,
) {
  authorize('profile:write', actor);
  await inTransaction(db, async (tx) => {
    const profile = await ownProfile(tx, actor.id);
    await ensureRoom(tx, portfolioItems, profile.id, PROFILE_LIMITS.portfolioMax, 'portfolio items');
    await tx.insert(portfolioItems).values({
      profileId: profile.id,
      title: input.title,
      description: input.description,
      link: input.link || null,
      tags: input.tags,
      image,
    });
  });
}
