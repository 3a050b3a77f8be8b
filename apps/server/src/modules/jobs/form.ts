import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@kt/shared';
import { HttpError, payloadTooLarge, unsupportedMediaType } from '../../lib/errors.ts';
import { multipartError, readParts } from '../../lib/multipart.ts';
import { assertPdfEndsCleanly } from '../../lib/upload-content.ts';
import { ATTACHMENT_TYPES, detectType } from '../../lib/uploads.ts';

export type ReceivedFile = { buffer: Buffer; originalName: string; mime: string; ext: string };

/** The spec's refusal of a file that is not an image, PDF, DOC or DOCX. */
export const refusedType = (filename: string | undefined) =>
  `${filename || 'A file'}: only images, PDF, DOC and DOCX files are allowed`;

const MAX_MB = LIMITS.attachmentMaxBytes / (1024 * 1024);
const ATTACHMENT_FIELD = /^attachments(\[\d*\])?$/;

/** The client's file name without any folder part, of a sane length. */
function cleanName(name: string, ext: string) {
  const base = path.basename(name.replaceAll('\\', '/')).trim();
  return (base || `attachment.${ext}`).slice(0, 255);
}

/**
 * Reads the post-job form: text fields (a repeated or `name[]` field becomes a list) and up to five
 * `attachments`, each at most 10 MB and an image, PDF, DOC or DOCX by its content. A JSON body is
 * read as the fields with no files. A PDF with data after its end is refused (400).
 */
export async function readJobForm(
  req: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; files: ReceivedFile[] }> {
  if (!req.isMultipart()) {
    const body = req.body;
    return { fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {}, files: [] };
  }
  const fields: Record<string, unknown> = {};
  const files: ReceivedFile[] = [];
  try {
    for await (const part of readParts(req)) {
      if (part.type === 'field') {
        const key = part.fieldname.replace(/\[\]$/, '');
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        const prev = fields[key];
        if (prev === undefined) fields[key] = part.fieldname.endsWith('[]') ? [value] : value;
        else fields[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
        continue;
      }
      if (!ATTACHMENT_FIELD.test(part.fieldname)) {
        part.file.resume(); // not ours: drain it
        continue;
      }
      const buffer = await part.toBuffer();
      // An empty file input still sends a nameless, empty part.
      if (buffer.length === 0 && !part.filename) continue;
      if (files.length >= LIMITS.attachmentMaxFiles) {
        throw payloadTooLarge(`You can attach at most ${LIMITS.attachmentMaxFiles} files`);
      }
      let type;
      try {
        type = await detectType(buffer, ATTACHMENT_TYPES, 'attachment');
      } catch {
        throw unsupportedMediaType(refusedType(part.filename));
      }
      const originalName = cleanName(part.filename, type.ext);
      if (type.mime === 'application/pdf') assertPdfEndsCleanly(buffer, originalName);
      files.push({
        buffer,
        originalName,
        mime: type.mime,
        ext: type.ext,
      });
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(`Each file must be at most ${MAX_MB} MB`);
    if (code === 'FST_FILES_LIMIT') {
      throw payloadTooLarge(`You can attach at most ${LIMITS.attachmentMaxFiles} files`);
    }
    throw multipartError(err);
  }
  return { fields, files };
}
