import { eq } from 'drizzle-orm';
import { PROFILE_LIMITS, type profileSaveInput } from '@kt/shared';
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
import { conflict, pgErrorCode } from '../../lib/errors.ts';
import type { StoredImage } from './images.ts';

export type ProfileSaveValues = z.output<typeof profileSaveInput>;
export type SaveImages = { profile?: StoredImage | undefined; cover?: StoredImage | undefined };

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Keeps only the social links that were filled in. */
function compactLinks(links: ProfileSaveValues['socialMedia']) {
  return Object.fromEntries(Object.entries(links).filter(([, v]) => typeof v === 'string' && v !== ''));
}

/**
 * Creates or updates the user's profile in one transaction, marks the user's profile completed and
 * puts the photo's thumbnail on the user (the menu shows it). The lists of the save payload only ever
 * add what the profile lacks: the form always sends English and empty lists, which must not wipe the
 * owner's later edits, and a client that re-sends its lists must not duplicate them.
 * Returns the URLs of images the new ones replaced, to delete once committed.
 */
export async function saveProfile(
  db: Executor,
  actor: Actor,
  input: ProfileSaveValues,
  images: SaveImages,
): Promise<{ created: boolean; replaced: string[] }> {
  authorize('profile:write', actor);
  const userId = actor.id;
  const fields = {
    headline: input.headline,
    jobTitle: input.jobTitle,
    bio: input.bio,
    services: input.services,
    skills: input.skills && input.skills.length > 0 ? input.skills : input.services,
    location: input.location,
    country: input.country,
    socialMedia: compactLinks(input.socialMedia),
    hourlyRate: round2(input.hourlyRate),
    ...(images.profile ? { profileImage: images.profile.full, profileImageThumb: images.profile.thumb } : {}),
    ...(images.cover ? { coverImage: images.cover.full } : {}),
  };
  try {
    return await inTransaction(db, async (tx) => {
      const [existing] = await tx
        .select({
          id: profiles.id,
          profileImage: profiles.profileImage,
          profileImageThumb: profiles.profileImageThumb,
          coverImage: profiles.coverImage,
        })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .for('update');
      let profileId: string;
      const replaced: (string | null)[] = [];
      if (existing) {
        await tx
          .update(profiles)
          .set({ ...fields, updatedAt: new Date() })
          .where(eq(profiles.id, existing.id));
        profileId = existing.id;
        if (images.profile) replaced.push(existing.profileImage, existing.profileImageThumb);
        if (images.cover) replaced.push(existing.coverImage);
      } else {
        const [row] = await tx
          .insert(profiles)
          .values({ userId, ...fields })
          .returning({ id: profiles.id });
        profileId = row!.id;
      }
      await addLists(tx, profileId, input);
      await tx
        .update(users)
        .set({
          profileCompleted: true,
          location: `${input.location}, ${input.country}`,
          ...(images.profile ? { profileImage: images.profile.thumb ?? images.profile.full } : {}),
        })
        .where(eq(users.id, userId));
      return { created: !existing, replaced: replaced.filter((u): u is string => !!u) };
    });
  } catch (err) {
    if (pgErrorCode(err) === '23505')
      throw conflict('Your profile is already being saved. Please try again.');
    throw err;
  }
}

/** Adds what the payload lists and the profile lacks (compared without case), up to each cap. */
async function addLists(tx: Tx, profileId: string, input: ProfileSaveValues) {
  const key = (...parts: string[]) => parts.join('\u0000').toLowerCase();
  const fresh = <T>(items: T[], have: Set<string>, keyOf: (t: T) => string, cap: number) => {
    const out: T[] = [];
    for (const item of items) {
      const k = keyOf(item);
      if (have.has(k) || have.size >= cap) continue;
      have.add(k);
      out.push(item);
    }
    return out;
  };

  const languages = fresh(
    input.languages ?? [],
    new Set(
      (
        await tx
          .select({ language: profileLanguages.language })
          .from(profileLanguages)
          .where(eq(profileLanguages.profileId, profileId))
      ).map((l) => key(l.language)),
    ),
    (l) => key(l),
    PROFILE_LIMITS.languagesMax,
  );
  if (languages.length > 0) {
    await tx.insert(profileLanguages).values(languages.map((language) => ({ profileId, language })));
  }

  if (input.certifications?.length) {
    const have = await tx
      .select()
      .from(profileCertifications)
      .where(eq(profileCertifications.profileId, profileId));
    const certifications = fresh(
      input.certifications,
      new Set(have.map((c) => key(c.name, c.issuer, c.year))),
      (c) => key(c.name, c.issuer, c.year),
      PROFILE_LIMITS.certificationsMax,
    );
    if (certifications.length > 0) {
      await tx.insert(profileCertifications).values(certifications.map((c) => ({ profileId, ...c })));
    }
  }

  if (input.portfolio?.length) {
    const have = await tx.select().from(portfolioItems).where(eq(portfolioItems.profileId, profileId));
    const items = fresh(
      input.portfolio,
      new Set(have.map((p) => key(p.title))),
      (p) => key(p.title),
      PROFILE_LIMITS.portfolioMax,
    );
    if (items.length > 0) {
      await tx.insert(portfolioItems).values(
        items.map((p) => ({
          profileId,
          title: p.title,
          description: p.description,
          link: p.link || null,
          tags: p.tags,
        })),
      );
    }
  }

  if (input.education?.length) {
    const have = await tx.select().from(profileEducation).where(eq(profileEducation.profileId, profileId));
    const entries = fresh(
      input.education,
      new Set(have.map((e) => key(e.degree, e.institution))),
      (e) => key(e.degree, e.institution),
      PROFILE_LIMITS.educationMax,
    );
    if (entries.length > 0) {
      await tx
        .insert(profileEducation)
        .values(
          entries.map((e) => ({ profileId, degree: e.degree, institution: e.institution, years: e.year })),
        );
    }
  }
}
