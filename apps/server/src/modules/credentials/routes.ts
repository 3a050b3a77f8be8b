import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCredentialsQuery,
  adminCredentialsReply,
  credentialReply,
  credentialStatusReply,
  credentialVerificationReply,
  heldCredentialsReply,
  holderSearchQuery,
  holderSearchReply,
  idParam,
  issueCredentialInput,
  programmeToggleInput,
  programmeToggleReply,
  revokeCredentialInput,
} from '@kt/shared';
import type { DocumentedReply } from '../../lib/openapi-replies.ts';
import { userOf } from '../../plugins/auth.ts';
import { consoleGuard } from '../admin/console-guard.ts';
import { baseUrl } from '../auth/mails.ts';
import { loadSigner } from './keys.ts';
import {
  credentialDtoOf,
  findCredential,
  issueCredential,
  publishedKeys,
  revokeCredential,
  VC_JWT,
} from './service.ts';
import { heldCredentials, listCredentials, programmeGuard, searchHolders, setProgramme } from './staff.ts';
import { verifyStored } from './verify.ts';

/**
 * Programme credentials (issue 36): staff issue and revoke in the console; anyone fetches the signed
 * credential, its status and the public keys that verify it.
 */
const vcJwtReply: DocumentedReply = {
  description:
    'The credential as a compact JWS (EdDSA) whose payload is an Open Badges 3.0 OpenBadgeCredential',
  content: { [VC_JWT]: { schema: { type: 'string' } } },
};

const routes: FastifyPluginAsyncZod = async (app) => {
  const signer = await loadSigner(app.config);
  if (signer.refusal) app.log.warn(signer.refusal);
  const base = () => baseUrl(app.config);

  // Programme staff and admins, two-factor on (after the access guard, which answers guests 401).
  const staff = { config: { access: 'user' as const }, onRequest: programmeGuard };

  app.get(
    '/api/admin/credentials',
    { ...staff, schema: { querystring: adminCredentialsQuery, response: { 200: adminCredentialsReply } } },
    async (req) => ({
      success: true as const,
      credentials: await listCredentials(app.db, base(), req.query),
    }),
  );

  app.get(
    '/api/admin/credentials/holders',
    { ...staff, schema: { querystring: holderSearchQuery, response: { 200: holderSearchReply } } },
    async (req) => ({ success: true as const, holders: await searchHolders(app.db, req.query.search) }),
  );

  // Granting the programme flag: admins only (the console's guard), like the mediator flag.
  app.post(
    '/api/admin/users/:id/programme',
    {
      config: { access: 'user' },
      onRequest: consoleGuard,
      schema: { params: idParam, body: programmeToggleInput, response: { 200: programmeToggleReply } },
    },
    async (req) => {
      const u = await setProgramme(app.db, userOf(req), req.params.id, req.body.on);
      return {
        success: true as const,
        message: u.isProgramme ? 'The user is now programme staff' : 'The user is no longer programme staff',
        user: { _id: u.id, isProgramme: u.isProgramme },
      };
    },
  );

  app.post(
    '/api/admin/credentials',
    { ...staff, schema: { body: issueCredentialInput, response: { 201: credentialReply } } },
    async (req, reply) => {
      const row = await issueCredential(app.db, signer, base(), userOf(req).id, req.body);
      reply.code(201);
      return {
        success: true as const,
        message: 'Credential issued',
        credential: credentialDtoOf(base(), row),
      };
    },
  );

  app.post(
    '/api/admin/credentials/:id/revoke',
    {
      ...staff,
      schema: { params: idParam, body: revokeCredentialInput, response: { 200: credentialReply } },
    },
    async (req) => {
      const { row, changed } = await revokeCredential(app.db, userOf(req).id, req.params.id, req.body.reason);
      return {
        success: true as const,
        message: changed ? 'Credential revoked' : 'Credential was already revoked',
        credential: credentialDtoOf(base(), row),
      };
    },
  );

  const open = { config: { access: 'public' as const } };

  app.get(
    '/api/credentials/:id',
    {
      config: { ...open.config, replies: { 200: vcJwtReply } },
      schema: { params: idParam, response: { 200: z.string().describe(VC_JWT) } },
    },
    async (req, reply) => {
      const row = await findCredential(app.db, req.params.id);
      return reply.type(VC_JWT).header('Cache-Control', 'no-cache').send(row.jws);
    },
  );

  app.get(
    '/api/credentials/:id/status',
    { ...open, schema: { params: idParam, response: { 200: credentialStatusReply } } },
    async (req, reply) => {
      const row = await findCredential(app.db, req.params.id);
      reply.header('Cache-Control', 'no-store');
      if (row.revokedAt) return { valid: false, revoked: true, reason: row.revokedReason ?? undefined };
      return { valid: true, revoked: false };
    },
  );

  app.get(
    '/api/credentials/:id/verification',
    { ...open, schema: { params: idParam, response: { 200: credentialVerificationReply } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return {
        success: true as const,
        verification: await verifyStored(app.db, signer, base(), req.params.id),
      };
    },
  );

  // A profile's "Verified" lines: issued and not revoked, nothing else.
  app.get(
    '/api/users/:id/credentials',
    { ...open, schema: { params: idParam, response: { 200: heldCredentialsReply } } },
    async (req) => ({ success: true as const, credentials: await heldCredentials(app.db, req.params.id) }),
  );

  app.get(
    '/.well-known/jwks.json',
    { config: { ...open.config, replies: { 200: keySetReply } } },
    async (_req, reply) => {
      reply.type('application/jwk-set+json').header('Cache-Control', 'public, max-age=300');
      return publishedKeys(app.db, signer);
    },
  );
};

/** The public keys that verify every credential ever issued (RFC 7517 JWK Set). */
const keySetReply: DocumentedReply = {
  description: 'The JWK Set of every key that has signed a credential',
  content: {
    'application/jwk-set+json': {
      schema: {
        type: 'object',
        properties: { keys: { type: 'array', items: { type: 'object' } } },
        required: ['keys'],
      },
    },
  },
};

export default routes;
