import type { UserDto, PublicUserDto } from '@kt/shared';
import type { users } from '../db/schema.ts';

type UserRow = typeof users.$inferSelect;

/** The signed-in user as replies carry it: never the password hash. */
export function toUserDto(u: UserRow): UserDto {
  return {
    _id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    role: u.role,
    profileImage: u.profileImage,
    location: u.location,
    createdAt: u.createdAt.toISOString(),
    profileCompleted: u.profileCompleted,
    isAdmin: u.isAdmin,
    isMediator: u.isMediator,
    isProgramme: u.isProgramme,
    emailVerified: u.emailVerifiedAt !== null,
    twoFactorEnabled: u.twoFactorEnabled,
    language: u.language,
    district: u.district,
    // Only when suspended (issue 18): the reply of everyone else stays as it was.
    ...(u.suspendedAt ? { suspension: suspensionOf(u) } : {}),
  };
}

/** Why and until when a suspended user can appeal (issue 18); null when not suspended. */
export function suspensionOf(u: Pick<UserRow, 'suspendedAt' | 'suspensionReason' | 'appealBy'>) {
  if (!u.suspendedAt) return null;
  return {
    reason: u.suspensionReason ?? '',
    appealBy: (u.appealBy ?? u.suspendedAt).toISOString(),
    since: u.suspendedAt.toISOString(),
  };
}

/** Another user's public fields, for populating a job's client or a proposal's freelancer. */
export function toPublicUser(
  u: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'profileImage' | 'location' | 'createdAt'> & {
    email?: string;
  },
): PublicUserDto {
  return {
    _id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    profileImage: u.profileImage,
    location: u.location,
    createdAt: u.createdAt.toISOString(),
    ...(u.email !== undefined ? { email: u.email } : {}),
  };
}
