/**
 * The data model of spec section 3: one pg-core schema for both drivers (PGlite and PostgreSQL).
 * Every table has a uuid key and created_at; enumerations are check constraints.
 */
import { sql, type SQL } from 'drizzle-orm';
import { CONTRACT_STATUSES, CURRENCIES, MILESTONE_STATUSES } from '@kt/shared';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '@kt/shared';
import { DISPUTE_SETTLED_BY, DISPUTE_STATES } from '@kt/shared';
import { WORD_LANGUAGES, type WordParam, type Words } from '@kt/shared';
import { DISTRICTS } from '@kt/shared';
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
  date,
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
    /** Runs the operator's console (granted by ADMIN_EMAILS to a verified address). */
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Hub staff who mediate disputes (assigned by an admin). */
    isMediator: boolean('is_mediator').notNull().default(false),
    /** Programme staff who issue and revoke credentials (granted by an admin, issue 36). */
    isProgramme: boolean('is_programme').notNull().default(false),
    /** When the owner proved the address is theirs (accounts); null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /** Sign-in asks for a TOTP code too (accounts). */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** The account was deleted: personal data erased, the row kept as 'Deleted user' (accounts). */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /** Suspended by an admin (console, issue 18): may read and withdraw released money, not act. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
    suspensionReason: text('suspension_reason'),
    /** The last day the suspended user can appeal (through the contact form). */
    appealBy: timestamp('appeal_by', { withTimezone: true, mode: 'date' }),
    /** The language of the user's e-mails and pushed notifications: the one used at sign-up, then Settings. */
    language: text('language', { enum: WORD_LANGUAGES }).notNull().default('en'),
    /** Their district in Gilgit-Baltistan, if they said (Settings): an outage there pauses their clocks. */
    district: text('district', { enum: DISTRICTS }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    check('users_role_check', oneOf(t.role, USER_ROLES)),
    check('users_language_check', oneOf(t.language, WORD_LANGUAGES)),
    check('users_district_check', oneOf(t.district, DISTRICTS)),
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
    /** 'Remember me': 30 days sliding; otherwise a browser-session cookie and 12 hours idle (accounts). */
    persistent: boolean('persistent').notNull().default(true),
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
    /** Hidden by an admin (console, issue 18): off the directory, 404 but to its owner and admins. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    hiddenReason: text('hidden_reason'),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(headline, '') || ' ' || coalesce(job_title, '')), 'A') || setweight(to_tsvector('english', kt_array_text(services)), 'B') || setweight(to_tsvector('english', coalesce(bio, '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('profiles_search_idx').using('gin', t.search),
    // The directory's newest-first pages, whole and per job title, read straight off an index.
    index('profiles_title_newest_idx').on(t.jobTitle, t.createdAt.desc(), t.id.desc()),
    index('profiles_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    // The talent directory's substring match (issue 20): trigrams of the text it reads (pg_trgm).
    index('profiles_haystack_trgm_idx').using(
      'gin',
      sql`(${t.headline} || ' ' || ${t.jobTitle} || ' ' || ${t.bio} || ' ' || kt_array_text(${t.services})) gin_trgm_ops`,
    ),
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
    /** Hidden by an admin (console, issue 18): off the board, 404 but to its owner and admins. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    hiddenReason: text('hidden_reason'),
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
    // The job board at scale (issue 20): the jobs on the board (open, not hidden) walked in each sort's
    // order, so a page, a keyset page and a capped count read only the rows they return. The trailing
    // columns are the More Filters' ones: the index alone answers a filtered page or count (an
    // index-only scan), without a visit to the table per row passed over.
    index('jobs_open_newest_idx')
      .on(
        t.createdAt.desc(),
        t.id.desc(),
        t.category,
        t.budgetType,
        t.experienceLevel,
        t.duration,
        t.budgetMin,
        t.budgetMax,
      )
      .where(sql`${t.status} = 'open' and ${t.hiddenAt} is null`),
    index('jobs_open_category_newest_idx')
      .on(
        t.category,
        t.createdAt.desc(),
        t.id.desc(),
        t.budgetType,
        t.experienceLevel,
        t.duration,
        t.budgetMin,
        t.budgetMax,
      )
      .where(sql`${t.status} = 'open' and ${t.hiddenAt} is null`),
    index('jobs_open_budget_idx')
      .on(
        t.budgetMax.desc(),
        t.id.desc(),
        t.category,
        t.budgetType,
        t.experienceLevel,
        t.duration,
        t.budgetMin,
        t.createdAt,
      )
      .where(sql`${t.status} = 'open' and ${t.hiddenAt} is null`),
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
    /** Offline writes (issue 19): the sender's own id for the message, so a resend stores it once. */
    clientId: uuid('client_id'),
  },
  (t) => [
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt),
    uniqueIndex('messages_sender_client_id_key')
      .on(t.senderId, t.clientId)
      .where(sql`${t.clientId} is not null`),
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
    /**
     * What it says, worded when read in the reader's language (issue 34): `n.<kind>` of the shared
     * catalogue (packages/shared/src/words.ts) with `params`. Null on rows written before: their
     * `title` and `body` (English) are shown as they are. `title` and `body` keep the English text.
     */
    kind: text('kind'),
    params: jsonb('params').$type<Record<string, WordParam>>(),
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

// ---- notifications and e-mail ----

/** Per user and type: e-mail on or off (no row: on). In-app notifications are always on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    email: boolean('email').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type] }),
    check(
      'notification_preferences_type_check',
      sql.raw(`type in (${NOTIFICATION_TYPES.map((v) => `'${v}'`).join(', ')})`),
    ),
  ],
);

/** Secrets the app makes for itself once and shares across nodes (the unsubscribe link key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// ---- accounts ----

/**
 * Single-use tokens mailed to a user (password reset, e-mail verification, e-mail change) and the
 * pending second step of a two-factor sign-in. Only the SHA-256 of the token is stored.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset', 'verify', 'email_change', 'login_2fa'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The new address of an e-mail change; the 'remember' choice of a pending sign-in. */
    data: jsonb('data').$type<{ email?: string; remember?: boolean }>(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_tokens_user_purpose_idx').on(t.userId, t.purpose),
    check(
      'account_tokens_purpose_check',
      sql`${t.purpose} in ('reset', 'verify', 'email_change', 'login_2fa')`,
    ),
  ],
);

/** A user's TOTP secret (RFC 6238); `enabled` once a first code proved the app has it. */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  /** The last 30-second step a code was accepted for: a code works once in its window. */
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** One-time recovery codes for two-factor sign-in; only their SHA-256 is stored. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** A sign-in provider's account (Google) joined to a user: its `sub` claim, never reused. */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('oauth_accounts_provider_subject_unique').on(t.provider, t.subject),
    index('oauth_accounts_user_idx').on(t.userId),
  ],
);

/**
 * A first-time provider sign-in waiting for the person to choose Find Work or Hire Talent (10
 * minutes; only the hash of the cookie's token is stored).
 */
export const oauthPending = pgTable('oauth_pending', {
  id: id(),
  tokenHash: text('token_hash').notNull().unique(),
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  email: text('email').notNull(),
  emailVerified: boolean('email_verified').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: createdAt(),
});

// ---- job board at scale ----

/**
 * Open jobs per category, kept by a trigger on `jobs` (migration 0006_directory_counters.sql), so the
 * home page's eight counts and a category's `total` are exact without counting 100 000 rows.
 */
export const jobCategoryCounts = pgTable('job_category_counts', {
  category: text('category').primaryKey(),
  openJobs: integer('open_jobs').notNull().default(0),
});

/** Profiles per job title, kept by a trigger on `profiles` (same migration): the directory's exact count line. */
export const profileTitleCounts = pgTable('profile_title_counts', {
  jobTitle: text('job_title').primaryKey(),
  profiles: integer('profiles').notNull().default(0),
});

// ---- contracts ----

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Integer minor units (cents, paisa). */
const minor = (name: string) => bigint(name, { mode: 'number' });

/** A hire: an offer that becomes an active contract, paid milestone by milestone through escrow. */
export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    freelancerId: uuid('freelancer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    currency: text('currency').notNull(),
    /** The platform fee agreed with the offer, in basis points (500 = 5 %). */
    feeBasisPoints: integer('fee_basis_points').notNull(),
    status: text('status').notNull().default('offered'),
    offerExpiresAt: at('offer_expires_at'),
    acceptedAt: at('accepted_at'),
    endedAt: at('ended_at'),
    /** How far outages moved the review window's close (ms, issue 36): it closes at ended_at + REVIEW_WINDOW + this. */
    reviewWindowExtraMs: bigint('review_window_extra_ms', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('contracts_status_check', inList('status', CONTRACT_STATUSES)),
    check('contracts_currency_check', inList('currency', CURRENCIES)),
    check('contracts_parties_check', sql`${t.clientId} <> ${t.freelancerId}`),
    check('contracts_fee_check', sql`${t.feeBasisPoints} between 0 and 10000`),
    index('contracts_client_idx').on(t.clientId, t.createdAt.desc()),
    index('contracts_freelancer_idx').on(t.freelancerId, t.createdAt.desc()),
    // One live offer or contract per proposal.
    uniqueIndex('contracts_application_live_unique')
      .on(t.applicationId)
      .where(sql`${t.status} in ('offered', 'active', 'completed')`),
  ],
);

export const milestones = pgTable(
  'milestones',
  {
    id: id(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    amount: minor('amount').notNull(),
    dueDate: text('due_date'),
    status: text('status').notNull().default('pending'),
    submissionMessage: text('submission_message'),
    submissionAttachments: text('submission_attachments').array(),
    refundReason: text('refund_reason'),
    refundedAmount: minor('refunded_amount').notNull().default(0),
    releasedAmount: minor('released_amount').notNull().default(0),
    /** The provider's reference of the payment into escrow. */
    fundingReference: text('funding_reference'),
    fundedAt: at('funded_at'),
    submittedAt: at('submitted_at'),
    autoReleaseAt: at('auto_release_at'),
    refundRequestedAt: at('refund_requested_at'),
    refundDueAt: at('refund_due_at'),
    releasedAt: at('released_at'),
    refundedAt: at('refunded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('milestones_status_check', inList('status', MILESTONE_STATUSES)),
    check('milestones_amount_check', sql`${t.amount} between 100 and 2500000000`),
    check(
      'milestones_settled_check',
      sql`${t.refundedAmount} >= 0 and ${t.releasedAmount} >= 0 and ${t.refundedAmount} + ${t.releasedAmount} <= ${t.amount}`,
    ),
    unique('milestones_contract_position_unique').on(t.contractId, t.position),
  ],
);

/** The activity log of a contract: who did what, when. Append only. */
export const contractEvents = pgTable(
  'contract_events',
  {
    id: id(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    milestoneId: uuid('milestone_id').references(() => milestones.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    /** The line as a key and parameters, worded in the reader's language; null on older rows (`message`). */
    words: jsonb('words').$type<Words>(),
    createdAt: createdAt(),
  },
  (t) => [index('contract_events_contract_idx').on(t.contractId, t.createdAt)],
);

/**
 * Double-entry ledger (docs/decisions/015-ledger.md). An account's `balance` is credits minus
 * debits, kept by the INSERT trigger on ledger_transfers (migration 0005_ledger_triggers.sql), never
 * written by application code; the CHECK refuses a negative balance on every account but the world's.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: id(),
    /** `world:<provider>:<cur>`, `clearing:<provider>:<cur>` (issue 31), `fees:<cur>`, `escrow:<contractId>:<cur>`, `pending:<userId>:<cur>`, `available:<userId>:<cur>`. */
    key: text('key').notNull().unique(),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'restrict' }),
    balance: minor('balance').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'ledger_accounts_kind_check',
      inList('kind', ['world', 'clearing', 'fees', 'escrow', 'pending', 'available', 'withdrawing']),
    ),
    check('ledger_accounts_currency_check', inList('currency', CURRENCIES)),
    check('ledger_accounts_balance_check', sql`${t.kind} = 'world' or ${t.balance} >= 0`),
  ],
);

/** Immutable transfers: each debits one account and credits another by the same amount. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Unique per domain event: `milestone:<id>:fund|release|fee|refund|available`. */
    key: text('key').notNull().unique(),
    debitAccountId: uuid('debit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    creditAccountId: uuid('credit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind').notNull(),
    contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'restrict' }),
    milestoneId: uuid('milestone_id').references(() => milestones.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_transfers_amount_check', sql`${t.amount} > 0`),
    check('ledger_transfers_accounts_check', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check('ledger_transfers_currency_check', inList('currency', CURRENCIES)),
    index('ledger_transfers_debit_idx').on(t.debitAccountId),
    index('ledger_transfers_credit_idx').on(t.creditAccountId),
    index('ledger_transfers_milestone_idx').on(t.milestoneId),
  ],
);

/** A client's Idempotency-Key and the reply it got, replayed on a retry. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method, route and a hash of the body: the same key with another request is a 409. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    reply: jsonb('reply').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Provider webhook events already handled: a replayed delivery is acknowledged and ignored. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * A payment into escrow (issue 31): one checkout on a provider's page for one milestone. Escrow holds
 * the money only once the provider confirmed it (status `succeeded`); `reference` is the provider's
 * id of the checkout (JazzCash pp_TxnRefNo, Stripe's Checkout Session id), `next` where the browser
 * goes to pay, `confirmation` the provider's word that decided it.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => milestones.id, { onDelete: 'restrict' }),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    payerId: uuid('payer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    method: text('method').notNull(),
    status: text('status').notNull().default('awaiting_payment'),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    reference: text('reference'),
    next: jsonb('next'),
    confirmation: jsonb('confirmation'),
    refundReference: text('refund_reference'),
    expiresAt: at('expires_at').notNull(),
    confirmedAt: at('confirmed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_method_check', inList('method', PAYMENT_METHODS)),
    check('payments_status_check', inList('status', PAYMENT_STATUSES)),
    check('payments_currency_check', inList('currency', CURRENCIES)),
    check('payments_amount_check', sql`${t.amount} > 0`),
    uniqueIndex('payments_reference_unique').on(t.method, t.reference),
    index('payments_milestone_idx').on(t.milestoneId),
    index('payments_open_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A provider's word that funded nothing (a bad signature, another merchant, a wrong amount or
 * currency, a success for a milestone already funded, a reconciliation difference): kept for the
 * operator ("Payments that need a look" in the console) until someone marks it seen.
 */
export const paymentIssues = pgTable(
  'payment_issues',
  {
    id: id(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    problem: text('problem').notNull(),
    detail: text('detail').notNull(),
    payload: jsonb('payload').notNull(),
    resolvedAt: at('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_issues_open_idx').on(t.resolvedAt, t.createdAt)],
);

// ---- wallet ----

/**
 * Where a user is paid out (issue 16): a JazzCash or Easypaisa mobile account (`03` + 9 digits) or
 * a Pakistani bank account by IBAN. Usable from `usableAt` (PAYOUT_METHOD_COOLDOWN after it was
 * added); removing one keeps the row (`deletedAt`) for the withdrawals that name it.
 */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rail: text('rail').notNull(),
    account: text('account').notNull(),
    holderName: text('holder_name').notNull(),
    usableAt: timestamp('usable_at', { withTimezone: true, mode: 'date' }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('payout_methods_rail_check', inList('rail', ['jazzcash', 'easypaisa', 'bank'])),
    index('payout_methods_user_idx').on(t.userId),
  ],
);

/**
 * A payout batch (issue 32, PAYOUTS_PROVIDER=manual): the withdrawals ready on one rail, paid by the
 * operator through the bank's bulk-transfer portal. open → sent → settled, or cancelled while open.
 */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: id(),
    /** A short number for the file's references (KT<number>-<line>). */
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity(),
    rail: text('rail').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('open'),
    count: integer('count').notNull(),
    total: minor('total').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payout_batches_rail_check', inList('rail', ['jazzcash', 'easypaisa', 'bank'])),
    check('payout_batches_status_check', inList('status', ['open', 'sent', 'settled', 'cancelled'])),
    check('payout_batches_currency_check', inList('currency', CURRENCIES)),
    uniqueIndex('payout_batches_number_unique').on(t.number),
    index('payout_batches_created_idx').on(t.createdAt),
  ],
);

/**
 * A withdrawal: `amount` leaves the available balance (held in `withdrawing:<user>:<cur>` by the
 * transfer `withdrawal:<id>:reserve`), then is posted (`…:post` to the provider, `…:fee` to the
 * platform) or voided (`…:void` back to available), exactly once.
 */
/**
 * A dollar-to-rupee rate (issue 32, FX_PROVIDER=manual: entered by an operator in the console):
 * micro-rupees per dollar, exact. Never changed; the newest one is the day's rate, and a withdrawal
 * keeps the one it was converted at. Its age is measured from `created_at`.
 */
export const fxRates = pgTable(
  'fx_rates',
  {
    id: id(),
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    rateMicros: bigint('rate_micros', { mode: 'number' }).notNull(),
    source: text('source').notNull(),
    provider: text('provider').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('fx_rates_rate_check', sql`${t.rateMicros} > 0`),
    check('fx_rates_pair_check', sql`${t.base} = 'USD' and ${t.quote} = 'PKR'`),
    index('fx_rates_pair_created_idx').on(t.base, t.quote, t.createdAt),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    payoutMethodId: uuid('payout_method_id')
      .notNull()
      .references(() => payoutMethods.id, { onDelete: 'restrict' }),
    amount: minor('amount').notNull(),
    fee: minor('fee').notNull(),
    currency: text('currency').notNull(),
    /** in_review → processing → sent → paid | failed */
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    /**
     * PAYOUTS_PROVIDER=manual (issue 32): the payout batch it is in (one at most; a cancelled batch
     * lets go of it), when it was queued there and when the batch went to the bank, and the bank's
     * own reference from the results file. `provider_reference` is then the file's reference.
     */
    batchId: uuid('batch_id').references(() => payoutBatches.id, { onDelete: 'restrict' }),
    queuedAt: timestamp('queued_at', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    bankReference: text('bank_reference'),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    /**
     * Dollars paid in rupees (issue 32): the rate it was converted at when requested (its row and
     * its value, so the record stands alone) and what the account receives, in paisa.
     */
    fxRateId: uuid('fx_rate_id').references(() => fxRates.id, { onDelete: 'restrict' }),
    fxRateMicros: bigint('fx_rate_micros', { mode: 'number' }),
    payoutAmount: minor('payout_amount'),
    payoutCurrency: text('payout_currency'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('withdrawals_batch_idx').on(t.batchId),
    check(
      'withdrawals_fx_check',
      sql`(${t.fxRateId} is null and ${t.fxRateMicros} is null and ${t.payoutAmount} is null and ${t.payoutCurrency} is null)
        or (${t.fxRateId} is not null and ${t.fxRateMicros} > 0 and ${t.payoutAmount} > 0 and ${t.payoutCurrency} = 'PKR' and ${t.currency} = 'USD')`,
    ),
    uniqueIndex('withdrawals_provider_reference_unique').on(t.provider, t.providerReference),
    check('withdrawals_amount_check', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.fee} < ${t.amount}`),
    check(
      'withdrawals_status_check',
      inList('status', ['in_review', 'processing', 'sent', 'paid', 'failed']),
    ),
    check('withdrawals_currency_check', inList('currency', CURRENCIES)),
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
  ],
);

// ---- reviews ----

/**
 * One review per contract and author (issue 17): hidden from everyone but its author until both
 * parties have written theirs or REVIEW_WINDOW has closed; then both are published together.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `client` when the client wrote it (about the freelancer), else `freelancer`. */
    authorRole: text('author_role').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    publishedAt: at('published_at'),
    reply: text('reply'),
    repliedAt: at('replied_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('reviews_contract_author_unique').on(t.contractId, t.authorId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_author_role_check', inList('author_role', ['client', 'freelancer'])),
    index('reviews_subject_idx').on(t.subjectId, t.publishedAt.desc()),
  ],
);

/**
 * Everyone's reputation (freelancers and clients), recomputed when a review is published or a
 * contract ends; the formula is docs/reputation.md. Freelancers' figures are copied to `profiles`.
 */
export const reputations = pgTable('reputations', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Mean of published ratings received, one decimal; 0 with none. */
  rating: real('rating').notNull().default(0),
  reviewsCount: integer('reviews_count').notNull().default(0),
  /** Completed contracts with at least one released milestone. */
  completedJobs: integer('completed_jobs').notNull().default(0),
  /** Inputs of the success rate: contracts ended in the last 12 months, and the successful ones. */
  endedContracts: integer('ended_contracts').notNull().default(0),
  successfulContracts: integer('successful_contracts').notNull().default(0),
  /** Percent; null below 3 ended contracts. */
  successRate: integer('success_rate'),
  updatedAt: updatedAt(),
});

/**
 * Every admin and mediator action (issue 18): who, when, what and why. Append-only: a trigger
 * (migration 0010_audit_append_only) refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    /** What was done, as `area.verb`: 'user.suspend', 'dispute.decide', 'withdrawal.approve'… */
    action: text('action').notNull(),
    /** What it was done to: 'user', 'job', 'profile', 'dispute', 'withdrawal', 'report'… */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** Why, in the actor's words (required for suspensions, hiding content, decisions). */
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);

// Disputes (issue 18): a dispute on one escrowed milestone, its thread and its evidence files.
/**
 * One dispute per milestone at a time (partial unique index while not settled). `proposal*` is the
 * standing proposal and `proposedBy` who made it; `respondBy` the moment silence settles it on that
 * proposal (null once escalated or settled). `outcome*` is what was posted to the ledger.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: id(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => milestones.id, { onDelete: 'restrict' }),
    openedBy: uuid('opened_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull(),
    /** What was in escrow when it was opened: every split adds up to it. */
    amount: minor('amount').notNull(),
    state: text('state').notNull().default('open'),
    settledBy: text('settled_by'),
    proposalToFreelancer: minor('proposal_to_freelancer').notNull(),
    proposalToClient: minor('proposal_to_client').notNull(),
    proposedBy: uuid('proposed_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    respondBy: at('respond_by'),
    mediatorId: uuid('mediator_id').references(() => users.id, { onDelete: 'set null' }),
    escalatedAt: at('escalated_at'),
    outcomeToFreelancer: minor('outcome_to_freelancer'),
    outcomeToClient: minor('outcome_to_client'),
    reasoning: text('reasoning'),
    settledAt: at('settled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('disputes_state_check', inList('state', DISPUTE_STATES)),
    check(
      'disputes_settled_by_check',
      sql`${t.settledBy} is null or ${inList('settled_by', DISPUTE_SETTLED_BY)}`,
    ),
    check(
      'disputes_proposal_check',
      sql`${t.proposalToFreelancer} >= 0 and ${t.proposalToClient} >= 0 and ${t.proposalToFreelancer} + ${t.proposalToClient} = ${t.amount}`,
    ),
    check(
      'disputes_outcome_check',
      sql`(${t.state} = 'settled') = (${t.outcomeToFreelancer} is not null and ${t.outcomeToClient} is not null and ${t.settledBy} is not null)`,
    ),
    uniqueIndex('disputes_milestone_live_unique')
      .on(t.milestoneId)
      .where(sql`${t.state} <> 'settled'`),
    index('disputes_contract_idx').on(t.contractId),
    index('disputes_mediator_idx').on(t.mediatorId, t.state),
    index('disputes_created_at_idx').on(t.createdAt.desc()),
  ],
);

/** The thread of a dispute: every proposal, answer, escalation, assignment, file and decision. */
export const disputeEvents = pgTable(
  'dispute_events',
  {
    id: id(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    /** The step as a key and parameters, worded in the reader's language; null on older rows (`message`). */
    words: jsonb('words').$type<Words>(),
    toFreelancer: minor('to_freelancer'),
    toClient: minor('to_client'),
    createdAt: createdAt(),
  },
  (t) => [index('dispute_events_dispute_idx').on(t.disputeId, t.createdAt)],
);

/** Files either party attaches: stored outside the public uploads folder, served only to readers. */
export const disputeEvidence = pgTable(
  'dispute_evidence',
  {
    id: id(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** The random name under DATA_DIR/evidence. */
    storedName: text('stored_name').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('dispute_evidence_dispute_idx').on(t.disputeId, t.createdAt)],
);
// ---- operator's console (issue 18): content reports ----

/**
 * A user's report of a job, a profile or a message. One open report per reporter and target; an
 * admin resolves it (the content hidden, or nothing wrong found) in the console.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: id(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    reason: text('reason').notNull(),
    /** open → actioned | dismissed */
    status: text('status').notNull().default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('content_reports_target_type_check', inList('target_type', ['job', 'profile', 'message'])),
    check('content_reports_status_check', inList('status', ['open', 'actioned', 'dismissed'])),
    uniqueIndex('content_reports_open_unique')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('content_reports_status_created_idx').on(t.status, t.createdAt.desc()),
  ],
);

// Uploads on every node (issue 20): with UPLOADS_STORE=database, uploaded files (and dispute
// evidence) live here, so every node serves a file any node received. The name is the store's key
// (`uploads/<random>.<ext>` or `evidence/<random>.<ext>`); the bytes never change under a name.
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
});

export const storedFiles = pgTable(
  'stored_files',
  {
    name: text('name').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('stored_files_size_check', sql`${t.size} = octet_length(${t.bytes})`)],
);

// Listing versions (issue 20): one row per listed table ('jobs', 'profiles'), bumped by a statement
// trigger on every write to it (migration 0019_listing_versions_triggers.sql) and read before a
// board or directory page: a page cached in memory under the version it was computed at is served
// only while the version is unchanged, so a cached page is never older than the last write, on
// any node.
export const listingVersions = pgTable('listing_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Programme content kept by its staff (issue 36 part 1, docs/decisions/038-programme-content.md):
 * one row per branch, hub, cohort or set of figures, its data (texts in English and Urdu) checked by
 * the kind's schema in `@kt/shared`. `sample` until staff edit or confirm it; `version` counts edits
 * (a stale edit is refused). Every write bumps the 'programme' listing version (migration 0031).
 */
export const programmeContent = pgTable(
  'programme_content',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    sample: boolean('sample').notNull().default(true),
    position: integer('position').notNull().default(0),
    version: integer('version').notNull().default(1),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    check(
      'programme_content_kind_check',
      sql`${t.kind} in ('branch', 'hub', 'cohort', 'figures', 'course', 'photo', 'entrepreneur', 'story', 'story-video', 'home-video')`,
    ),
  ],
);

// ---- operations (issue 35) ----

/**
 * Each run of the ledger's invariants (`checkLedger`): the scheduled one every LEDGER_CHECK_EVERY
 * and each `npm run ledger:check`. The metrics report the latest, so every node tells the same.
 */
export const ledgerChecks = pgTable(
  'ledger_checks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ok: boolean('ok').notNull(),
    /** The names and details of the invariants that failed (empty when ok). */
    failures: jsonb('failures').$type<{ name: string; detail: string }[]>().notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** 'schedule' (the server's job) or 'cli' (npm run ledger:check). */
    source: text('source').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_checks_source_check', sql`${t.source} in ('schedule', 'cli')`),
    index('ledger_checks_checked_at_idx').on(t.checkedAt),
  ],
);

// Programme credentials (issue 36): signed Open Badges 3.0 credentials staff issue to freelancers.
/**
 * One credential: who holds it, the course and hub, the day it was completed, and the compact JWS
 * signed when it was issued (served as is, so the signature never changes). Revoking sets
 * `revoked_at` and why; the row and its JWS stay, and the status route says revoked.
 */
export const credentials = pgTable(
  'credentials',
  {
    id: uuid('id').primaryKey(),
    holderId: uuid('holder_id')
      .notNull()
      .references(() => users.id),
    course: text('course').notNull(),
    hub: text('hub').notNull(),
    completedOn: date('completed_on', { mode: 'string' }).notNull(),
    issuedBy: uuid('issued_by')
      .notNull()
      .references(() => users.id),
    /** The signing key's id (a JWK thumbprint), listed in /.well-known/jwks.json. */
    kid: text('kid')
      .notNull()
      .references(() => credentialKeys.kid),
    jws: text('jws').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedReason: text('revoked_reason'),
    revokedBy: uuid('revoked_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('credentials_holder_idx').on(t.holderId)],
);

/**
 * Every public key that has signed a credential, kept when the signing key is rotated so that
 * credentials signed before still verify from the published JWK Set.
 */
export const credentialKeys = pgTable('credential_keys', {
  kid: text('kid').primaryKey(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

// Outage mode (issue 36, part 3): mobile internet cut in some districts; their clocks pause.
/**
 * One declared outage: the districts, when it started and (once known) ended, why, and who said so.
 * `resumed_at` is set in the transaction that moved the deadlines of every contract it touched, once.
 */
export const outages = pgTable(
  'outages',
  {
    id: id(),
    districts: text('districts').array().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    reason: text('reason').notNull(),
    declaredBy: uuid('declared_by')
      .notNull()
      .references(() => users.id),
    endedBy: uuid('ended_by').references(() => users.id),
    resumedAt: timestamp('resumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('outages_districts_check', sql`cardinality(${t.districts}) > 0`),
    check('outages_period_check', sql`${t.endsAt} is null or ${t.endsAt} >= ${t.startsAt}`),
    index('outages_live_idx')
      .on(t.startsAt)
      .where(sql`${t.resumedAt} is null`),
  ],
);
