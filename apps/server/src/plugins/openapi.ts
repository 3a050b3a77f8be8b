import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { z, type ZodType } from 'zod';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '@kt/shared';
import type { DocumentedReply } from '../lib/openapi-replies.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Documents a multipart body (read by the handler, so never validated by the route). */
    multipartBody?: ZodType;
    /** Documents replies that are no JSON document (a file, a redirect), by status. */
    replies?: Record<number, DocumentedReply>;
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The OpenAPI 3.1 document, generated from the routes' zod schemas as they are registered, at
 * `GET /api/openapi.json`, and a readable reference at `/api/docs` (Swagger UI, served from the
 * package: no CDN). Registered before the routes so it sees every one of them.
 */
export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '1.0.0',
        description:
          'Every reply is JSON. Errors are `{ success: false, message, errors? }`. Authentication is the ' +
          '`kt_session` cookie set by sign-in; state-changing requests from another site are refused. ' +
          'Realtime events (Socket.IO) are described in docs/api.md.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'kt_session' } },
      },
    },
    transform: (input: TransformInput) => {
      const { url, route } = input;
      const documented =
        (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url === '/uploads/:name';
      if (!documented) return { schema: { hide: true }, url };
      const config = route.config as
        { access?: string; multipartBody?: ZodType; replies?: Record<number, DocumentedReply> } | undefined;
      const schema = { ...input.schema } as Record<string, unknown>;
      if (config?.multipartBody) {
        schema.body = config.multipartBody;
        schema.consumes = ['multipart/form-data'];
      }
      const out = jsonSchemaTransform({ ...input, schema: schema as TransformInput['schema'] });
      const tag = url.startsWith('/uploads/') ? 'uploads' : url.split('/')[2]?.replace(/\.json$/, '');
      const response = config?.replies
        ? { ...(out.schema.response as object | undefined), ...config.replies }
        : out.schema.response;
      return {
        ...out,
        schema: {
          ...out.schema,
          ...(response ? { response } : {}),
          tags: tag ? [tag] : [],
          ...(config?.access === 'user' ? { security: [{ session: [] }] } : {}),
        },
      };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its CSP forces https (which breaks plain-http installs) and its styles are set inline.
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace(/style-src ([^;]*);/, "style-src $1 'unsafe-inline';"),
    uiConfig: { deepLinking: true },
    theme: { title: `${PRODUCT_NAME} API` },
  });
  app.get(
    '/api/openapi.json',
    {
      config: { access: 'public' },
      schema: {
        description: 'This document.',
        response: { 200: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }) },
      },
    },
    async () => app.swagger() as unknown as { openapi: string; paths: Record<string, unknown> },
  );
});
