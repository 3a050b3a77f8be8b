/**
 * The data model of spec section 3: one pg-core schema for both drivers (PGlite and PostgreSQL).
 * Every table has a uuid key and created_at; enumerations are check constraints.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  BUDGET_TYPES,
  DURATIONS,
  EXPERIENCE_LEVELS,
  JOB_STATUSES,
  NOTIFICATION_TYPES,
  PROPOSAL_STATUSES,
  USER_ROLES,
} from '@kt/shared';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/**
 * A check that a column holds one of a shared list's values: the list is the one the zod contract
 * and the screens use (`packages/shared`), so the three cannot disagree.
 */
const oneOf = (column: AnyPgColumn | SQL, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '))})`;

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull().default('freelancer'),
    profileImage: text('profile_image'),
    location: text('location'),
    profileCompleted: boolean('profile_completed').notNull().default(false),
    /** Runs the operator's console (granted by ADMIN_EMAILS or by another admin). */
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Hub staff who mediate disputes (assigned by an admin). */
    isMediator: boolean('is_mediator').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    check('users_role_check', oneOf(t.role, USER_ROLES)),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const profiles = pgTable(
  'profiles',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    headline: text('headline').notNull(),
    jobTitle: text('job_title').notNull(),
    bio: text('bio').notNull(),
    services: text('services')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    location: text('location'),
    country: text('country'),
    socialMedia: jsonb('social_media')
      .$type<{ github?: string; linkedin?: string; instagram?: string; behance?: string }>()
      .notNull()
      .default({}),
    hourlyRate: money('hourly_rate').notNull().default(0),
    rating: real('rating').notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    completedJobs: integer('completed_jobs').notNull().default(0),
    successRate: integer('success_rate').notNull().default(0),
    profileImage: text('profile_image'),
    profileImageThumb: text('profile_image_thumb'),
    coverImage: text('cover_image'),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(headline, '') || ' ' || coalesce(job_title, '')), 'A') || setweight(to_tsvector('english', kt_array_text(services)), 'B') || setweight(to_tsvector('english', coalesce(bio, '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('profiles_search_idx').using('gin', t.search),
    index('profiles_job_title_idx').on(t.jobTitle),
    index('profiles_created_at_idx').on(t.createdAt),
    check('profiles_hourly_rate_check', sql`${t.hourlyRate} >= 0 and ${t.hourlyRate} <= 1000`),
  ],
);

export const profileLanguages = pgTable(
  'profile_languages',
  {
    id: id(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('profile_languages_profile_idx').on(t.profileId)],
);

export const profileCertifications = pgTable(
  'profile_certifications',
  {
    id: id(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    year: text('year').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('profile_certifications_profile_idx').on(t.profileId)],
);

export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: id(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image'),
    link: text('link'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [index('portfolio_items_profile_idx').on(t.profileId)],
);

export const profileEducation = pgTable(
  'profile_education',
  {
    id: id(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    degree: text('degree').notNull(),
    institution: text('institution').notNull(),
    years: text('years').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('profile_education_profile_idx').on(t.profileId)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    budgetType: text('budget_type', { enum: BUDGET_TYPES }).notNull(),
    budgetMin: money('budget_min').notNull(),
    budgetMax: money('budget_max').notNull(),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    experienceLevel: text('experience_level', { enum: EXPERIENCE_LEVELS }).notNull(),
    duration: text('duration', { enum: DURATIONS }).notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('open'),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', kt_array_text(skills)), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('jobs_budget_type_check', oneOf(t.budgetType, BUDGET_TYPES)),
    check('jobs_status_check', oneOf(t.status, JOB_STATUSES)),
    check('jobs_experience_level_check', oneOf(t.experienceLevel, EXPERIENCE_LEVELS)),
    check('jobs_duration_check', oneOf(t.duration, DURATIONS)),
    check('jobs_budget_check', sql`${t.budgetMin} >= 0 and ${t.budgetMin} <= ${t.budgetMax}`),
    index('jobs_search_idx').using('gin', t.search),
    index('jobs_status_created_idx').on(t.status, t.createdAt.desc()),
    index('jobs_category_status_idx').on(t.category, t.status),
    index('jobs_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const jobAttachments = pgTable(
  'job_attachments',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('job_attachments_job_idx').on(t.jobId)],
);

export const applications = pgTable(
  'applications',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    freelancerId: uuid('freelancer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coverLetter: text('cover_letter').notNull(),
    deliveryTime: text('delivery_time').notNull(),
    status: text('status', { enum: PROPOSAL_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('applications_job_freelancer_unique').on(t.jobId, t.freelancerId),
    check('applications_status_check', oneOf(t.status, PROPOSAL_STATUSES)),
    index('applications_freelancer_idx').on(t.freelancerId, t.createdAt.desc()),
  ],
);

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    /** The two participants' ids sorted and joined: one conversation per pair. */
    pairKey: text('pair_key').notNull().unique(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('conversations_last_message_idx').on(t.lastMessageAt.desc())],
);

export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_participants_user_idx').on(t.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt),
    index('messages_unread_idx')
      .on(t.conversationId, t.senderId)
      .where(sql`${t.readAt} is null`),
    check('messages_content_check', sql`char_length(${t.content}) between 1 and 5000`),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  ip: text('ip'),
  createdAt: createdAt(),
});

/**
 * Transactional outbox: an event recorded in the same transaction as the change that caused it,
 * delivered by the dispatcher after commit (socket events now; e-mail and webhooks later). A row is
 * deleted once delivered; `locked_until` is a claim (or a retry's back-off) so each event is
 * delivered by one node.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_ready_idx').on(t.lockedUntil, t.id)],
);

/** What a user is told: in the app always, by e-mail unless they turned that type off. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    // The unqualified column name keeps the SQL of migration 0003 as it was generated.
    check('notifications_type_check', oneOf(sql.raw('type'), NOTIFICATION_TYPES)),
  ],
);
