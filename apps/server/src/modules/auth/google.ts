import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { UserRole, WordLanguage } from '@kt/shared';
import type { Config } from '../../config.ts';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { oauthAccounts, oauthPending, users } from '../../db/schema.ts';
import { badRequest, conflict, HttpError } from '../../lib/errors.ts';
import { hashToken } from '../../sessions/store.ts';
import { baseUrl } from './mails.ts';
import { findByEmail, grantListedAdmin } from './service.ts';

const PROVIDER = 'google';
const PENDING_TTL_MS = 10 * 60 * 1000;
export const GOOGLE_FAILED = 'Google sign-in did not complete. Please try again.';

export const googleConfigured = (config: Config) => !!(config.googleClientId && config.googleClientSecret);
export const redirectUri = (config: Config) => `${baseUrl(config)}/api/auth/google/callback`;

/** The provider's configuration, discovered once per issuer (an http issuer only outside production). */
let discovered: { issuer: string; config: Promise<oidc.Configuration> } | undefined;
function providerConfig(config: Config) {
  if (!googleConfigured(config)) throw new HttpError(404, 'Google sign-in is not configured');
  if (discovered?.issuer !== config.oidcIssuer) {
    const insecure = config.oidcIssuer.startsWith('http://') && config.nodeEnv !== 'production';
    const pending = oidc.discovery(
      new URL(config.oidcIssuer),
      config.googleClientId!,
      config.googleClientSecret!,
      undefined,
      insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    pending.catch(() => (discovered = undefined));
    discovered = { issuer: config.oidcIssuer, config: pending };
  }
  return discovered.config;
}

/** What the browser keeps (httpOnly, 10 minutes) between leaving for the provider and coming back. */
export type GoogleChecks = { verifier: string; state: string; nonce: string };

/** The provider's authorization URL (code flow, PKCE S256, state and nonce) and the checks to keep. */
export async function googleStart(config: Config) {
  const provider = await providerConfig(config);
  const checks: GoogleChecks = {
    verifier: oidc.randomPKCECodeVerifier(),
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
  };
  const url = oidc.buildAuthorizationUrl(provider, {
    redirect_uri: redirectUri(config),
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
    code_challenge_method: 'S256',
    state: checks.state,
    nonce: checks.nonce,
  });
  return { url: url.href, checks };
}

type Identity = {
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
};

/** Exchanges the code (checking state, PKCE and nonce) and reads who the provider says this is. */
export async function googleIdentity(
  config: Config,
  currentUrl: URL,
  checks: GoogleChecks,
): Promise<Identity> {
  const provider = await providerConfig(config);
  const tokens = await oidc.authorizationCodeGrant(provider, currentUrl, {
    pkceCodeVerifier: checks.verifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims()!;
  const info: Record<string, unknown> = claims.email
    ? claims
    : await oidc.fetchUserInfo(provider, tokens.access_token, claims.sub);
  const email = typeof info.email === 'string' ? info.email.trim() : '';
  if (!email) throw badRequest('Google did not share an email address');
  const name = (v: unknown, fallback: string) =>
    typeof v === 'string' && v.trim() ? v.trim().slice(0, 50) : fallback;
  return {
    subject: claims.sub,
    email,
    emailVerified: info.email_verified === true,
    firstName: name(info.given_name, email.split('@')[0]!),
    lastName: name(info.family_name, '-'),
  };
}

/**
 * Who signs in: the user already joined to this Google account; or the account with the same
 * address, joined now only when the provider says the address is verified; otherwise a pending
 * sign-up (the person chooses Find Work or Hire Talent next).
 */
export async function googleSignIn(db: Executor, identity: Identity, adminEmails: readonly string[] = []) {
  return inTransaction(db, async (tx) => {
    const [linked] = await tx
      .select({ user: users })
      .from(oauthAccounts)
      .innerJoin(users, eq(users.id, oauthAccounts.userId))
      .where(and(eq(oauthAccounts.provider, PROVIDER), eq(oauthAccounts.subject, identity.subject)));
    if (linked && !linked.user.deletedAt) {
      return { user: await grantListedAdmin(tx, linked.user, adminEmails) } as const;
    }
    const existing = await findByEmail(tx, identity.email);
    if (existing) {
      if (!identity.emailVerified) {
        throw conflict(
          'An account with this email already exists. Sign in with your password; Google has not verified this address.',
        );
      }
      await tx
        .insert(oauthAccounts)
        .values({ userId: existing.id, provider: PROVIDER, subject: identity.subject });
      let user = existing;
      if (!existing.emailVerifiedAt) {
        [user = existing] = await tx
          .update(users)
          .set({ emailVerifiedAt: new Date() })
          .where(eq(users.id, existing.id))
          .returning();
      }
      return { user: await grantListedAdmin(tx, user, adminEmails) } as const;
    }
    const token = randomBytes(32).toString('base64url');
    await tx.insert(oauthPending).values({
      tokenHash: hashToken(token),
      provider: PROVIDER,
      ...identity,
      expiresAt: new Date(Date.now() + PENDING_TTL_MS),
    });
    return { pendingToken: token } as const;
  });
}

/** Creates the account of a pending Google sign-up with the role the person chose. */
export async function completeGoogleSignUp(
  db: Executor,
  token: string,
  role: UserRole,
  adminEmails: readonly string[],
  language: WordLanguage = 'en',
) {
  return inTransaction(db, async (tx) => {
    const [pending] = await tx
      .delete(oauthPending)
      .where(and(eq(oauthPending.tokenHash, hashToken(token)), gt(oauthPending.expiresAt, new Date())))
      .returning();
    if (!pending) throw badRequest('Your Google sign-in has expired. Please try again.');
    if (await findByEmail(tx, pending.email)) throw conflict('An account with this email already exists');
    const [user] = await tx
      .insert(users)
      .values({
        email: pending.email,
        passwordHash: null,
        firstName: pending.firstName,
        lastName: pending.lastName,
        role,
        isAdmin: pending.emailVerified && adminEmails.includes(pending.email.toLowerCase()),
        emailVerifiedAt: pending.emailVerified ? new Date() : null,
        language,
      })
      .returning();
    await tx.insert(oauthAccounts).values({ userId: user!.id, provider: PROVIDER, subject: pending.subject });
    return user!;
  });
}
