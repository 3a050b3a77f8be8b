import { z } from './zod.ts';
import { LIMITS, USER_ROLES } from './constants.ts';

export const emailField = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(255, 'Email must be at most 255 characters')
  .pipe(z.email({ message: 'Please enter a valid email address' }));

export const registerInput = z.object({
  email: emailField,
  password: z
    .string({ message: 'Password is required' })
    .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
    .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`),
  firstName: z.string({ message: 'First name is required' }).trim().min(1, 'First name is required').max(50),
  lastName: z.string({ message: 'Last name is required' }).trim().min(1, 'Last name is required').max(50),
  role: z.enum(USER_ROLES, { message: 'Role must be freelancer or client' }).default('freelancer'),
});
export type RegisterInput = z.input<typeof registerInput>;

export const loginInput = z.object({
  email: emailField,
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(1024),
});
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
export const meReply = z.object({ success: z.literal(true), user: userDto });
export const statusReply = z.object({ authenticated: z.boolean(), user: userDto.optional() });
