/**
 * Test data written straight into the database (no HTTP, no password hashing per user), unique per
 * call so test files and tests never depend on one another's data or order.
 */
import { eq } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import { applications, jobs, users } from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/service.ts';
import { createSession } from '../src/sessions/store.ts';
import { uniqueEmail, type TestUser } from './helpers.ts';

export const FACTORY_PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | undefined;

type UserOverrides = Partial<{
  email: string;
  firstName: string;
  lastName: string;
  role: 'freelancer' | 'client';
  isAdmin: boolean;
  isMediator: boolean;
  isProgramme: boolean;
  location: string;
  /** Factory users have verified their address unless this is false. */
  emailVerified: boolean;
}>;

/** A user with a live session: `cookie` signs requests as them (see `as()` in helpers.ts). */
export async function makeUser(app: App, overrides: UserOverrides = {}): Promise<TestUser> {
  passwordHash ??= hashPassword(FACTORY_PASSWORD);
  const role = overrides.role ?? 'freelancer';
  const [user] = await app.db
    .insert(users)
    .values({
      email: overrides.email ?? uniqueEmail(role),
      passwordHash: await passwordHash,
      firstName: overrides.firstName ?? 'Test',
      lastName: overrides.lastName ?? 'User',
      role,
      isAdmin: overrides.isAdmin ?? false,
      isMediator: overrides.isMediator ?? false,
      isProgramme: overrides.isProgramme ?? false,
      location: overrides.location ?? null,
      emailVerifiedAt: overrides.emailVerified === false ? null : new Date(),
    })
    .returning();
  const session = await createSession(app.db, user!.id);
  return {
    id: user!.id,
    email: user!.email,
    password: FACTORY_PASSWORD,
    role,
    cookie: `kt_session=${session.token}`,
  };
}

type JobOverrides = Partial<typeof jobs.$inferInsert>;

/** An open job of `owner`; returns its id. */
export async function makeJob(
  app: App,
  owner: { id: string },
  overrides: JobOverrides = {},
): Promise<string> {
  const [job] = await app.db
    .insert(jobs)
    .values({
      userId: owner.id,
      title: 'Build a booking website for a guesthouse',
      description:
        'We need a responsive booking website with an availability calendar, online payments and an admin panel.',
      category: 'Web Development',
      budgetType: 'fixed',
      budgetMin: 400,
      budgetMax: 900,
      skills: ['React', 'Node.js'],
      experienceLevel: 'Intermediate',
      duration: '1-3-months',
      ...overrides,
    })
    .returning({ id: jobs.id });
  return job!.id;
}

/** A pending proposal of `freelancer` on `jobId`; returns its id. */
export async function makeProposal(
  app: App,
  jobId: string,
  freelancer: { id: string },
  overrides: Partial<typeof applications.$inferInsert> = {},
): Promise<string> {
  const [row] = await app.db
    .insert(applications)
    .values({
      jobId,
      freelancerId: freelancer.id,
      coverLetter: 'I have built three booking sites.',
      deliveryTime: '4 weeks',
      ...overrides,
    })
    .returning({ id: applications.id });
  return row!.id;
}

export async function jobStatus(app: App, jobId: string) {
  const [row] = await app.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId));
  return row?.status;
}
