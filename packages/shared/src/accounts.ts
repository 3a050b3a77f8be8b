import { text, z } from './zod.ts';
import { authReply, emailField, passwordField, userDto } from './auth.ts';

/** A token from a mailed link: 32 random bytes in base64url. */
const tokenField = text('Token', { error: 'The link is incomplete' })
  .trim()
  .min(1, 'The link is incomplete')
  .max(200, 'The link is not valid');

/** The password a signed-in user types to confirm a sensitive change (any length: wrong is wrong). */
const currentPassword = (label = 'Password') =>
  text(label, { error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(1024, `${label} must be at most 1024 characters`);

/** An authenticator's 6 digits or a recovery code (xxxxx-xxxxx). */
const codeField = text('Code', { error: 'Code is required' })
  .trim()
  .min(1, 'Code is required')
  .max(32, 'Code must be at most 32 characters');

export const forgotPasswordInput = z.object({ email: emailField }, { error: 'Email is required' });
export const resetPasswordInput = z.object(
  { token: tokenField, password: passwordField },
  { error: 'Token and password are required' },
);
export const tokenInput = z.object({ token: tokenField }, { error: 'The link is incomplete' });

/** The reply when the password was right and a second factor is needed (no user, no session yet). */
export const twoFactorRequiredReply = z.object({
  success: z.literal(true),
  message: z.string(),
  twoFactorRequired: z.literal(true),
});
export const loginTwoFactorInput = z.object({ code: codeField }, { error: 'Code is required' });

/** Settings › the language of e-mails (and of notifications pushed to the user). */
export const mailLanguageInput = z.object({
  language: z.enum(['en', 'ur'], { error: 'Language must be en or ur' }),
});
export type MailLanguageInput = z.infer<typeof mailLanguageInput>;

export const changeNameInput = z.object(
  {
    firstName: text('First name')
      .trim()
      .min(1, 'First name is required')
      .max(50, 'First name must be at most 50 characters'),
    lastName: text('Last name')
      .trim()
      .min(1, 'Last name is required')
      .max(50, 'Last name must be at most 50 characters'),
  },
  { error: 'First name and last name are required' },
);
export const changePasswordInput = z.object(
  { currentPassword: currentPassword('Current password'), newPassword: passwordField },
  { error: 'Current password and new password are required' },
);
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
export const changeEmailInput = z.object(
  { password: currentPassword(), newEmail: emailField },
  { error: 'Password and new email are required' },
);
export const passwordInput = z.object({ password: currentPassword() }, { error: 'Password is required' });

export const sessionDto = z.object({
  id: z.string(),
  /** Browser and system read from the user agent, e.g. 'Chrome on Windows'. */
  device: z.string(),
  lastSeenAt: z.string(),
  createdAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type SessionDto = z.infer<typeof sessionDto>;
export const sessionsReply = z.object({ success: z.literal(true), sessions: z.array(sessionDto) });

export const userReply = z.object({ success: z.literal(true), message: z.string(), user: userDto });

export const twoFactorSetupReply = z.object({
  success: z.literal(true),
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code (a PNG data URL) for the authenticator app. */
  qrCode: z.string(),
});
export const twoFactorCodeInput = z.object({ code: codeField }, { error: 'Code is required' });
export const twoFactorEnableReply = z.object({
  success: z.literal(true),
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
export const twoFactorDisableInput = z.object(
  { password: currentPassword(), code: codeField },
  { error: 'Password and code are required' },
);

/** Sign-in's reply: signed in, or the password was right and a second factor is needed. */
export const loginReply = z.union([authReply, twoFactorRequiredReply]);
