import { text, z } from './zod.ts';
import { LIMITS, USER_ROLES } from './constants.ts';
import { DISTRICTS } from './outages.ts';

/** A text field whose every message names it: missing, not text, empty, too long. */
const namedText = (label: string, max: number) =>
  text(label, {
    error: (iss) => (iss.input === undefined ? `${label} is required` : `${label} must be text`),
  })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Trimmed; compared case-insensitively on the server. */
export const emailField = text('Email', {
  error: (iss) => (iss.input === undefined ? 'Email is required' : 'Email must be text'),
})
  .trim()
  .min(1, 'Email is required')
  .max(255, 'Email must be at most 255 characters')
  .pipe(z.email({ error: 'Please enter a valid email address' }));

export const passwordField = text('Password', {
  error: (iss) => (iss.input === undefined ? 'Password is required' : 'Password must be text'),
})
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`);

export const registerInput = z.object(
  {
    email: emailField,
    password: passwordField,
    firstName: namedText('First name', 50),
    lastName: namedText('Last name', 50),
    role: z.enum(USER_ROLES, { error: 'Role must be freelancer or client' }).default('freelancer'),
  },
  { error: 'Email, password, first name and last name are required' },
);
export type RegisterInput = z.input<typeof registerInput>;

export const loginInput = z.object(
  {
    email: emailField,
    // No length rule on sign-in beyond a sanity cap: a wrong password is just wrong.
    password: text('Password', {
      error: (iss) => (iss.input === undefined ? 'Password is required' : 'Password must be text'),
    })
      .min(1, 'Password is required')
      .max(1024, 'Password must be at most 1024 characters'),
    /** Remember me: a 30-day cookie; otherwise one that ends with the browser (12 hours idle). */
    remember: z.boolean({ error: 'Remember me must be true or false' }).optional(),
  },
  { error: 'Email and password are required' },
);
export type LoginInput = z.infer<typeof loginInput>;

/** The user as every reply carries it; never a password hash. */
export const userDto = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  profileImage: z.string().nullable(),
  location: z.string().nullable(),
  createdAt: z.string(),
  profileCompleted: z.boolean(),
  /** Runs the operator's console. */
  isAdmin: z.boolean(),
  /** Hub staff who mediate disputes. */
  isMediator: z.boolean(),
  /** Programme staff who issue credentials (issue 36). */
  isProgramme: z.boolean().default(false),
  /** The owner proved the address is theirs (needed to fund escrow and to withdraw). */
  emailVerified: z.boolean(),
  /** Sign-in asks for an authenticator code too. */
  twoFactorEnabled: z.boolean(),
  /** Suspended by an admin (issue 18): why, and until when they can appeal; absent or null if not. */
  suspension: z.object({ reason: z.string(), appealBy: z.string(), since: z.string() }).nullable().optional(),
  /** The language of their e-mails: the one used at sign-up until changed in Settings (issue 34). */
  language: z.enum(['en', 'ur']).optional(),
  /** Their district in Gilgit-Baltistan, if they said (Settings): outages pause their clocks. */
  district: z.enum(DISTRICTS).nullable().optional(),
});
export type UserDto = z.infer<typeof userDto>;

/** The public part of a user, used when populating another record. */
export const publicUserDto = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImage: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
  email: z.string().optional(),
  createdAt: z.string().optional(),
});
export type PublicUserDto = z.infer<typeof publicUserDto>;

export const authReply = z.object({ success: z.literal(true), message: z.string(), user: userDto });
export type AuthReply = z.infer<typeof authReply>;
export const meReply = z.object({ success: z.literal(true), user: userDto });
export const statusReply = z.object({ authenticated: z.boolean(), user: userDto.optional() });

/** Which other sign-in methods the server is configured for (Google's button shows only then). */
export const providersReply = z.object({ google: z.boolean(), clientId: z.string().optional() });
export type ProvidersReply = z.infer<typeof providersReply>;
