/**
 * A reply serializer compiled from the route's zod reply schema into fast-json-stringify (the JSON
 * schema zod derives from it), for the lists the board and the directory send at volume (issue 20).
 * The default serializer validates the whole reply with zod and then runs JSON.stringify: for a page
 * of twenty jobs that was the largest cost in Node. The schema still decides what goes out: a
 * property it does not name is never written, and a missing required one throws.
 */
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

export function compileFastSerializer(schema: z.ZodType): (data: unknown) => string {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-07' });
  return fastJson(json as Parameters<typeof fastJson>[0]);
}

/** Per-route `serializerCompiler`: `{ serializerCompiler: fastSerializerCompiler }`. */
export const fastSerializerCompiler = ({ schema }: { schema: unknown }) =>
  compileFastSerializer(schema as z.ZodType);
