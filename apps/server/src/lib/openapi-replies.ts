/**
 * What a route that answers no JSON document sends (a file, a redirect), for the API reference only
 * (`config.replies`, read by plugins/openapi.ts): its replies are never validated or serialized.
 */
export type DocumentedReply = {
  description: string;
  type?: 'null';
  content?: Record<string, { schema: Record<string, unknown> }>;
  headers?: Record<string, Record<string, unknown>>;
};

/** A file in one of `mediaTypes`; `download` when it comes as an attachment. */
export function fileReply(
  description: string,
  mediaTypes: Iterable<string>,
  download = true,
): DocumentedReply {
  const schema = { type: 'string', format: 'binary' };
  return {
    description,
    content: Object.fromEntries([...mediaTypes].map((t) => [t, { schema }])),
    ...(download
      ? { headers: { 'Content-Disposition': { type: 'string', description: 'attachment; filename="…"' } } }
      : {}),
  };
}

/** A redirect (302) to `where`, named by its Location header; no body. */
export function redirectReply(description: string, where: string): DocumentedReply {
  return {
    description,
    type: 'null',
    headers: { Location: { type: 'string', format: 'uri', description: where } },
  };
}

/** The error envelope `{ success: false, message }` as plain JSON Schema, for a documented reply. */
export const ERROR_SCHEMA = {
  type: 'object',
  properties: { success: { const: false }, message: { type: 'string' } },
  required: ['success', 'message'],
};
