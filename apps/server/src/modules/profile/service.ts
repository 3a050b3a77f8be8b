import { and, asc, count, countDistinct, desc, eq, getTableColumns, inArray, isNull } from 'drizzle-orm';
import type { PlatformStats, ProfileDto, ProfileSummaryDto } from '@kt/shared';
import type { Executor } from '../../db/executor.ts';
import {
  credentials,
  jobs,
  portfolioItems,
  profileCertifications,
  profileEducation,
  profileLanguages,
  profiles,
  users,
} from '../../db/schema.ts';
import { toProfileDto, toProfileSummary, type ProfileLists } from './dto.ts';
import { directoryPage, type DirectoryArgs } from './directory.ts';
import { cachedPage } from '../../lib/page-cache.ts';

// The generated search vector stays in the database.
const { search: _search, ...profileColumns } = getTableColumns(profiles);
const ownerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImage: users.profileImage,
  createdAt: users.createdAt,
};

/** The whole profile of a user, or undefined when they have none. */
export async function findByUserId(db: Executor, userId: string): Promise<ProfileDto | undefined> {
  const [row] = await db
    .select({ profile: profileColumns, owner: ownerColumns })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  if (!row) return undefined;
  return toProfileDto(row.profile, row.owner, await loadLists(db, row.profile.id));
}

async function loadLists(db: Executor, profileId: string): Promise<ProfileLists> {
  const languages = await db
    .select()
    .from(profileLanguages)
    .where(eq(profileLanguages.profileId, profileId))
    .orderBy(asc(profileLanguages.createdAt), asc(profileLanguages.id));
  const certifications = await db
    .select()
    .from(profileCertifications)
    .where(eq(profileCertifications.profileId, profileId))
    .orderBy(asc(profileCertifications.createdAt), asc(profileCertifications.id));
  const portfolio = await db
    .select()
    .from(portfolioItems)
    .where(eq(portfolioItems.profileId, profileId))
    .orderBy(desc(portfolioItems.createdAt), desc(portfolioItems.id));
  const education = await db
    .select()
    .from(profileEducation)
    .where(eq(profileEducation.profileId, profileId))
    .orderBy(asc(profileEducation.createdAt), asc(profileEducation.id));
  return { languages, certifications, portfolio, education };
}

/**
 * The directory: full-text search over headline, job title, services and bio (English stemming,
 * word prefixes), plus a plain substring match so "Script" still finds "JavaScript"; best match
 * first. Without `q`, every profile newest first. `jobTitle` is an exact filter ('All' is none).
 * The page is chosen by `directoryPage` (capped counts, ranking window); the rows are loaded here.
 */
export async function search(
  db: Executor,
  args: DirectoryArgs,
): Promise<{ profiles: (ProfileSummaryDto & { verified: boolean })[]; total: number; totalExact: boolean }> {
  // The whole page, cached under the directory's version (lib/page-cache.ts).
  const key = JSON.stringify([args.q, args.jobTitle, args.sort, args.verified, args.page, args.limit]);
  return cachedPage(db, 'profiles', key, async () => {
    const page = await directoryPage(db, args);
    if (page.ids.length === 0) return { profiles: [], total: page.total, totalExact: page.totalExact };
    const rows = await db
      .select({ profile: profileColumns, owner: ownerColumns })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(inArray(profiles.id, page.ids));
    const byId = new Map(rows.map((r) => [r.profile.id, r]));
    // Programme-verified: a credential issued and not revoked (its changes bump the listing version).
    const holders = new Set(
      rows.length === 0
        ? []
        : (
            await db
              .selectDistinct({ id: credentials.holderId })
              .from(credentials)
              .where(
                and(
                  inArray(
                    credentials.holderId,
                    rows.map((r) => r.owner.id),
                  ),
                  isNull(credentials.revokedAt),
                ),
              )
          ).map((c) => c.id),
    );
    const list = page.ids.flatMap((id) => {
      const r = byId.get(id);
      return r ? [{ ...toProfileSummary(r.profile, r.owner), verified: holders.has(r.owner.id) }] : [];
    });
    return { profiles: list, total: page.total, totalExact: page.totalExact };
  });
}

/** The platform's numbers, counted live. */
export async function stats(db: Executor): Promise<PlatformStats> {
  const [u] = await db.select({ n: count() }).from(users);
  const [f] = await db.select({ n: count() }).from(users).where(eq(users.role, 'freelancer'));
  const [j] = await db.select({ n: count() }).from(jobs);
  const [c] = await db.select({ n: countDistinct(profiles.country) }).from(profiles);
  return {
    totalUsers: u?.n ?? 0,
    totalFreelancers: f?.n ?? 0,
    totalJobs: j?.n ?? 0,
    totalCountries: c?.n ?? 0,
  };
}
