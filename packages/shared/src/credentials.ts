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
