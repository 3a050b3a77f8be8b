import { and, asc, count, countDistinct, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PlatformStats, ProfileDto, ProfileSummaryDto } from '@kt/shared';
import type { Executor } from '../../db/executor.ts';
import {
  jobs,
  portfolioItems,
  profileCertifications,
  profileEducation,
  profileLanguages,
  profiles,
  users,
} from '../../db/schema.ts';
import { toProfileDto, toProfileSummary, type ProfileLists } from './dto.ts';

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

export type SearchArgs = {
  q?: string | undefined;
  jobTitle?: string | undefined;
  sort?: 'relevance' | 'rating' | undefined;
  page: number;
  limit: number;
};

/**
 * The directory: full-text search over headline, job title, services and bio (English stemming,
 * word prefixes), plus a plain substring match so "Script" still finds "JavaScript"; best match
 * first. Without `q`, every profile newest first. `jobTitle` is an exact filter ('All' is none).
 */
export async function search(
  db: Executor,
  args: SearchArgs,
): Promise<{ profiles: ProfileSummaryDto[]; total: number }> {
  const conditions: SQL[] = [];
  if (args.jobTitle && args.jobTitle !== 'All') conditions.push(eq(profiles.jobTitle, args.jobTitle));
  let rank: SQL | undefined;
  const text = args.q?.trim();
  if (text) {
    const haystack = sql`(${profiles.headline} || ' ' || ${profiles.jobTitle} || ' ' || ${profiles.bio} || ' ' || kt_array_text(${profiles.services}))`;
    const substring = sql`${haystack} ilike ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
    const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
    if (words.length > 0) {
      const query = sql`to_tsquery('english', ${words.map((w) => `${w}:*`).join(' & ')})`;
      conditions.push(sql`(${profiles.search} @@ ${query} or ${substring})`);
      rank = sql`ts_rank(${profiles.search}, ${query})`;
    } else {
      conditions.push(substring);
    }
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({ profile: profileColumns, owner: ownerColumns })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(where)
    .orderBy(
      ...(args.sort === 'rating' ? [desc(profiles.rating), desc(profiles.reviewsCount)] : []),
      ...(rank ? [desc(rank)] : []),
      desc(profiles.createdAt),
      desc(profiles.id),
    )
    .limit(args.limit)
    .offset((args.page - 1) * args.limit);
  const [totalRow] = await db.select({ n: count() }).from(profiles).where(where);
  return { profiles: rows.map((r) => toProfileSummary(r.profile, r.owner)), total: totalRow?.n ?? 0 };
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
