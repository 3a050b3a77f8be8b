import { z } from './zod.ts';

/** The envelope every error reply has. */
export const errorReply = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorReply = z.infer<typeof errorReply>;

export const okReply = z.object({ success: z.literal(true), message: z.string() });
export type OkReply = z.infer<typeof okReply>;

/** A uuid path parameter; anything else is a 400, never a 500. */
export const idParam = z.object({ id: z.uuid({ message: 'Invalid id' }) });

export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
