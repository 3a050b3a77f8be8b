import { text as baseText, z } from './zod.ts';
import { emailField } from './auth.ts';

/** Limits of the contact form (spec section 5). */
export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 255,
  subjectMin: 5,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 1000,
} as const;

const L = CONTACT_LIMITS;

const text = (label: string, min: number, max: number) =>
  baseText(label, { message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);

/** The contact form, validated the same way in the browser and on the server. */
export const contactInput = z.object({
  name: text('Name', L.nameMin, L.nameMax),
  email: emailField,
  subject: text('Subject', L.subjectMin, L.subjectMax),
  message: text('Message', L.messageMin, L.messageMax),
});
export type ContactInput = z.infer<typeof contactInput>;

export const CONTACT_SENT_TITLE = 'Message Sent!';
export const CONTACT_SENT_MESSAGE = 'Thank you for contacting us. We will get back to you soon.';

export const contactReply = z.object({ success: z.literal(true), message: z.string() });
export type ContactReply = z.infer<typeof contactReply>;
