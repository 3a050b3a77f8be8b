import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createTestApp, type TestContext } from '../../test/helpers.ts';

type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { requestBody?: unknown; responses?: Record<string, unknown>; security?: unknown }>
  >;
};

/** `GET /api/jobs/:id` → ['get', '/api/jobs/{id}'] */
const toOpenApi = (method: string, url: string) => [
  method.toLowerCase(),
  url.replace(/:([A-Za-z]+)/g, '{$1}'),
];

describe('the OpenAPI document', () => {
  let t: TestContext;
  let doc: Doc;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('validates as OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every API route the server has, with its replies, and marks the signed-in ones', () => {
    for (const route of t.app.apiRoutes) {
      const [method, url] = toOpenApi(route.method, route.url);
      const op = doc.paths[url!]?.[method!];
      expect(op, `${route.method} ${route.url}`).toBeDefined();
      expect(Object.keys(op!.responses ?? {}).length, `${route.method} ${route.url}`).toBeGreaterThan(0);
      if (route.access === 'user')
        expect(op!.security, `${route.method} ${route.url}`).toEqual([{ session: [] }]);
    }
  });

  it('lists every route of docs/api.md', () => {
    const text = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../docs/api.md'), 'utf8');
    const named = [
      ...text.matchAll(
        /`((?:GET|POST|PUT|DELETE|PATCH)(?:\/(?:GET|POST|PUT|DELETE|PATCH))*) (\/api\/[^`\s]*)`/g,
      ),
    ];
    expect(named.length).toBeGreaterThan(20);
    for (const [, methods, rawUrl] of named) {
      // `/api/profile/me/{languages,certifications,portfolio}` names three paths.
      const expanded =
        rawUrl!.includes('{') && rawUrl!.includes(',')
          ? rawUrl!
              .replace(/\{([^}]+)\}/, '|$1|')
              .split('|')
              .reduce<string[]>(
                (acc, part, i) =>
                  i === 1 ? part.split(',').map((p) => acc[0] + p) : acc.map((a) => a + part),
                [''],
              )
          : [rawUrl!];
      for (const method of methods!.split('/')) {
        for (const url of expanded) {
          const [m, u] = toOpenApi(method, url.replace(/\{(\w+)\}/g, ':$1'));
          expect(doc.paths[u!]?.[m!], `${method} ${url}`).toBeDefined();
        }
      }
    }
  });

  it('says what every route answers: none is left with no reply body or header described', () => {
    const vague = Object.entries(doc.paths).flatMap(([url, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => {
          // What @fastify/swagger writes for a route that declares nothing: no body, no header.
          const replies = Object.values(op.responses ?? {}) as { content?: unknown; headers?: unknown }[];
          return replies.every((r) => r.content === undefined && r.headers === undefined);
        })
        .map(([method]) => `${method.toUpperCase()} ${url}`),
    );
    expect(vague).toEqual([]);
  });

  it('documents files by their media type and redirects by their Location, uploads included', () => {
    type Reply = { content?: Record<string, { schema: unknown }>; headers?: Record<string, unknown> };
    const replies = (url: string, method = 'get') =>
      doc.paths[url]![method]!.responses as Record<string, Reply>;
    const binary = { type: 'string', format: 'binary' };

    const upload = replies('/uploads/{name}');
    expect(Object.keys(upload['200']!.content!)).toEqual(
      expect.arrayContaining(['image/jpeg', 'image/png', 'application/pdf']),
    );
    expect(upload['200']!.content!['image/jpeg']!.schema).toEqual(binary);
    expect(upload['304']!.content).toBeUndefined();
    expect(upload['404']!.content!['application/json']).toBeDefined();

    const exported = replies('/api/auth/export')['200']!;
    expect(Object.keys(exported.content!)).toEqual(['application/json']);
    expect(exported.headers!['Content-Disposition']).toBeDefined();

    const evidence = replies('/api/disputes/{id}/evidence/{evidenceId}')['200']!;
    expect(Object.keys(evidence.content!)).toEqual(expect.arrayContaining(['image/jpeg', 'application/pdf']));
    expect(Object.keys(evidence.content!)).not.toContain('application/json');
    expect(Object.keys(replies('/api/wallet/statements/{month}.csv')['200']!.content!)).toEqual(['text/csv']);

    for (const url of ['/api/auth/google', '/api/auth/google/callback']) {
      const redirect = replies(url);
      expect(Object.keys(redirect), url).toEqual(['302']);
      expect(redirect['302']!.content, url).toBeUndefined();
      expect(redirect['302']!.headers!.Location, url).toMatchObject({
        schema: { type: 'string', format: 'uri' },
      });
    }
  });

  it('documents the multipart forms, files included', () => {
    const body = doc.paths['/api/jobs']!.post!.requestBody as {
      content: Record<string, { schema: { properties: Record<string, unknown> } }>;
    };
    const form = body.content['multipart/form-data']!.schema.properties;
    expect(Object.keys(form)).toEqual(expect.arrayContaining(['title', 'skills', 'attachments']));
  });

  it('serves a readable reference at /api/docs', async () => {
    const res = await t.app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger');
  });
});
