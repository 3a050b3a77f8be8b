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
