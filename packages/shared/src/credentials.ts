/**
 * Programme credentials (issue 36, part 2): staff issue a signed Open Badges 3.0 credential when a
 * freelancer completes a course at a hub; anyone verifies it with the published keys.
 */
import { text, z } from './zod.ts';

const words = (label: string, max: number) =>
  text(label)
    .trim()
    .min(1, `${label} is required`)
    .min(2, `${label} must be at least 2 characters`)
    .max(max, `${label} must be at most ${max} characters`);

/** Whether `YYYY-MM-DD` names a day that exists (not 30 February). */
function isCalendarDay(v: string) {
  const t = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === v;
}

export const issueCredentialInput = z.object({
  holderId: z.uuid({ message: 'Holder must be a user id' }),
  course: words('Course', 120),
  hub: words('Hub', 120),
  completedOn: z
    .string({ message: 'Completion date is required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Completion date must be a date (YYYY-MM-DD)')
    .refine(isCalendarDay, 'Completion date must be a real date'),
});
export type IssueCredentialInput = z.infer<typeof issueCredentialInput>;

export const revokeCredentialInput = z.object({
  reason: text('Reason')
    .trim()
    .min(1, 'Reason is required')
    .min(5, 'Reason must be at least 5 characters')
    .max(500, 'Reason must be at most 500 characters'),
});
export type RevokeCredentialInput = z.infer<typeof revokeCredentialInput>;

export const credentialDto = z.object({
  id: z.string(),
  holderId: z.string(),
  course: z.string(),
  hub: z.string(),
  completedOn: z.string(),
  issuedAt: z.string(),
  revoked: z.boolean(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  /** Where anyone fetches the signed credential (application/vc+jwt). */
  url: z.string(),
});
export type CredentialDto = z.infer<typeof credentialDto>;

export const credentialReply = z.object({
  success: z.literal(true),
  message: z.string(),
  credential: credentialDto,
});

export const credentialStatusReply = z.object({
  valid: z.boolean(),
  revoked: z.boolean(),
  reason: z.string().optional(),
});
export type CredentialStatusReply = z.infer<typeof credentialStatusReply>;

// ---- The programme staff flag and the console's screen (issue 36, part 2's screens) ----

export const programmeToggleInput = z.object({ on: z.boolean({ message: 'On must be true or false' }) });
export type ProgrammeToggleInput = z.infer<typeof programmeToggleInput>;

export const programmeToggleReply = z.object({
  success: z.literal(true),
  message: z.string(),
  user: z.object({ _id: z.string(), isProgramme: z.boolean() }),
});

/** The console's list: newest first, optionally one holder's or matching a name, course or hub. */
export const adminCredentialsQuery = z.object({
  search: text('Search text').trim().max(200).optional(),
  holderId: z.uuid({ message: 'Holder must be a user id' }).optional(),
});
export type AdminCredentialsQuery = z.infer<typeof adminCredentialsQuery>;

export const holderDto = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  location: z.string().nullable(),
});
export type HolderDto = z.infer<typeof holderDto>;

export const adminCredentialDto = credentialDto.extend({ holder: holderDto });
export type AdminCredentialDto = z.infer<typeof adminCredentialDto>;

export const adminCredentialsReply = z.object({
  success: z.literal(true),
  credentials: z.array(adminCredentialDto),
});
export type AdminCredentialsReply = z.infer<typeof adminCredentialsReply>;

/** Freelancers staff pick a holder from (name or e-mail contains the text). */
export const holderSearchQuery = z.object({
  search: text('Search text').trim().min(1, 'Search text is required').max(200),
});
export const holderSearchReply = z.object({ success: z.literal(true), holders: z.array(holderDto) });
export type HolderSearchReply = z.infer<typeof holderSearchReply>;

/** What a profile shows: the credentials issued to this person and not revoked. */
export const heldCredentialDto = z.object({
  id: z.string(),
  course: z.string(),
  hub: z.string(),
  completedOn: z.string(),
});
export type HeldCredentialDto = z.infer<typeof heldCredentialDto>;

export const heldCredentialsReply = z.object({
  success: z.literal(true),
  credentials: z.array(heldCredentialDto),
});
export type HeldCredentialsReply = z.infer<typeof heldCredentialsReply>;

/**
 * The verification page's answer (GET /api/credentials/{id}/verification): the stored credential
 * checked by the server exactly as any verifier would, against the published JWK Set alone, and
 * its revocation. `outcome`: valid; revoked (with the reason); bad-signature (the JWS does not
 * verify with any published key, or its claims do not name this credential). `claims` only when the
 * signature holds: what the signed payload says, never the database's copy.
 */
export const CREDENTIAL_OUTCOMES = ['valid', 'revoked', 'bad-signature'] as const;
export type CredentialOutcome = (typeof CREDENTIAL_OUTCOMES)[number];

export const credentialVerificationReply = z.object({
  success: z.literal(true),
  verification: z.object({
    id: z.string(),
    valid: z.boolean(),
    outcome: z.enum(CREDENTIAL_OUTCOMES),
    revokedAt: z.string().nullable(),
    revokedReason: z.string().nullable(),
    keyId: z.string().nullable(),
    claims: z
      .object({
        course: z.string(),
        hub: z.string(),
        completedOn: z.string(),
        issuedAt: z.string(),
        issuer: z.string(),
        holderId: z.string(),
        holderName: z.string().nullable(),
      })
      .nullable(),
  }),
});
export type CredentialVerificationReply = z.infer<typeof credentialVerificationReply>;
export type CredentialVerification = CredentialVerificationReply['verification'];
