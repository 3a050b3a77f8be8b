import fp from 'fastify-plugin';
import { forbiddenCharactersMessage, hasForbiddenCharacters } from '@kt/shared';

/** The path of the first string holding NUL or an unpaired surrogate, or undefined. */
export function findForbiddenText(value: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof value === 'string') return hasForbiddenCharacters(value) ? path : undefined;
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (hasForbiddenCharacters(key)) return [...path, key];
    const found = findForbiddenText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * A safety net behind the shared contract's `text()`: whatever route comes next, a NUL or an unpaired
 * surrogate anywhere in the body, the query or the path is a 400 that names the field, before any
 * handler runs. It runs after the access check (guests learn nothing about the schema) and after
 * validation (a field the contract checks is named in the contract's words).
 */
export default fp(async (app) => {
  app.addHook('preHandler', async (req, reply) => {
    for (const part of [req.params, req.query, req.body]) {
      const path = findForbiddenText(part);
      if (!path) continue;
      const field = path.join('.') || 'value';
      const message = forbiddenCharactersMessage(field);
      return reply.code(400).send({ success: false, message, errors: [{ field, message }] });
    }
  });
});
