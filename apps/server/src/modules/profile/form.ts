import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@kt/shared';
import { payloadTooLarge } from '../../lib/errors.ts';
import { multipartError, readParts } from '../../lib/multipart.ts';

export type FormValues = Record<string, unknown>;
export type FormFiles = Partial<Record<string, Buffer>>;

const MB = Math.round(LIMITS.imageMaxBytes / (1024 * 1024));

/**
 * Reads a multipart form (text fields, and the named image files of at most 5 MB each: 413 past
 * that); a JSON body is accepted too, for API clients without files. A repeated field becomes a list.
 */
export async function readForm(
  req: FastifyRequest,
  fileFields: readonly string[],
): Promise<{ values: FormValues; files: FormFiles }> {
  if (!req.isMultipart()) {
    const body = req.body;
    return { values: body && typeof body === 'object' ? { ...(body as FormValues) } : {}, files: {} };
  }
  const values: FormValues = {};
  const files: FormFiles = {};
  const parts = readParts(req, { limits: { fileSize: LIMITS.imageMaxBytes, files: fileFields.length + 2 } });
  try {
    await readInto(parts, fileFields, values, files);
  } catch (err) {
    throw multipartError(err);
  }
  return { values, files };
}

async function readInto(
  parts: ReturnType<typeof readParts>,
  fileFields: readonly string[],
  values: FormValues,
  files: FormFiles,
) {
  for await (const part of parts) {
    if (part.type === 'file') {
      if (!fileFields.includes(part.fieldname) || files[part.fieldname]) {
        part.file.resume(); // not ours: drain and ignore
        continue;
      }
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw payloadTooLarge(`Image must be at most ${MB} MB`);
        }
        throw err;
      }
      if (buffer.length > 0) files[part.fieldname] = buffer; // an empty file input sends 0 bytes
      continue;
    }
    const value = String(part.value ?? '');
    const name = part.fieldname.replace(/\[\]$/, '');
    const prev = values[name];
    if (prev === undefined) values[name] = value;
    else values[name] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
}

/**
 * Multipart sends lists as JSON text (`services: '["Logo design"]'`); a plain text is read as a
 * comma-separated list and a blank one "absent". Objects such as `socialMedia` arrive as JSON too, or as
 * `socialMedia[github]` / `socialMedia.github` fields.
 */
export function decodeJsonFields(
  values: FormValues,
  listFields: readonly string[],
  objectFields: readonly string[],
) {
  const out: FormValues = { ...values };
  for (const name of listFields) {
    const v = out[name];
    if (typeof v !== 'string') continue;
    if (v.trim() === '') {
      out[name] = undefined;
      continue;
    }
    const parsed = tryJson(v);
    out[name] = Array.isArray(parsed) ? parsed : parsed === undefined ? splitList(v) : parsed;
  }
  for (const name of objectFields) {
    const v = out[name];
    if (typeof v === 'string') out[name] = v.trim() === '' ? undefined : (tryJson(v) ?? v);
    for (const key of Object.keys(out)) {
      const m = key.match(new RegExp(`^${name}(?:\\[(\\w+)\\]|\\.(\\w+))$`));
      if (!m) continue;
      const inner = (out[name] && typeof out[name] === 'object' ? out[name] : {}) as FormValues;
      out[name] = { ...inner, [(m[1] ?? m[2])!]: out[key] };
      delete out[key];
    }
  }
  return out;
}

/** "React, Node.js" -> ["React", "Node.js"]. */
function splitList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
