import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { LIMITS, say } from '@kt/shared';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { disputeEvidence } from '../../db/schema.ts';
import { HttpError, badRequest, notFound, payloadTooLarge, unsupportedMediaType } from '../../lib/errors.ts';
import { multipartError, readParts } from '../../lib/multipart.ts';
import { assertPdfEndsCleanly, reencodeImage } from '../../lib/upload-content.ts';
import { ATTACHMENT_TYPES, IMAGE_TYPES, detectType } from '../../lib/uploads.ts';
import { contentTypeOf, type FileStore } from '../../lib/file-store.ts';
import { authorize } from '../../policies/policies.ts';
import { assertCanRead, findDispute, lockDispute, type StaffActor } from './load.ts';
import { recordStep } from './steps.ts';
import { conflict } from '../../lib/errors.ts';

/**
 * Evidence lives in the file store's `evidence/` area, never under `uploads/` (served publicly):
 * only the guarded API route serves it.
 */
const evidenceKey = (storedName: string) => `evidence/${storedName}`;

type Received = { buffer: Buffer; name: string; mime: string; ext: string };
const MAX_MB = LIMITS.attachmentMaxBytes / (1024 * 1024);

function cleanName(name: string | undefined, ext: string) {
  const base = path.basename((name ?? '').replaceAll('\\', '/')).trim();
  return (base || `evidence.${ext}`).slice(0, 255);
}

/**
 * Reads up to LIMITS.attachmentMaxFiles `files`, each an image, PDF, DOC or DOCX by its content;
 * images come back re-encoded.
 */
async function readFiles(req: FastifyRequest): Promise<Received[]> {
  const files: Received[] = [];
  try {
    for await (const part of readParts(req)) {
      if (part.type === 'field') continue;
      if (!/^files(\[\d*\])?$/.test(part.fieldname)) {
        part.file.resume();
        continue;
      }
      const buffer = await part.toBuffer();
      if (buffer.length === 0 && !part.filename) continue;
      if (files.length >= LIMITS.attachmentMaxFiles) {
        throw payloadTooLarge(`You can attach at most ${LIMITS.attachmentMaxFiles} files`);
      }
      const refused = `${part.filename || 'A file'}: only images, PDF, DOC and DOCX files are allowed`;
      let type;
      try {
        type = await detectType(buffer, ATTACHMENT_TYPES, 'file');
      } catch {
        throw unsupportedMediaType(refused);
      }
      const name = cleanName(part.filename, type.ext);
      if (type.mime === 'application/pdf') assertPdfEndsCleanly(buffer, name);
      // Images are stored re-encoded, as job attachments are: metadata (EXIF, GPS) and anything
      // appended to the image do not survive.
      const stored = IMAGE_TYPES.has(type.mime) ? await reencodeImage(buffer, type.mime, refused) : buffer;
      files.push({ buffer: stored, name, mime: type.mime, ext: type.ext });
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
  return files;
}

/**
 * A party attaches files to a dispute that is not settled. Who may is checked before the body is
 * read; the files are written under random names, then recorded in one transaction (a failure
 * removes the written files).
 */
export async function addEvidence(
  db: Executor,
  store: FileStore,
  actor: StaffActor,
  disputeId: string,
  req: FastifyRequest,
) {
  const found = await findDispute(db, disputeId);
  assertCanRead(actor, found);
  authorize('dispute:act-as-party', actor, found);
  if (found.state === 'settled') throw conflict('This dispute is settled; it can no longer change');
  const files = await readFiles(req);
  if (files.length === 0) throw badRequest('Attach at least one file');
  const stored: string[] = [];
  try {
    for (const f of files) {
      const storedName = `${randomBytes(16).toString('hex')}.${f.ext}`;
      await store.put(evidenceKey(storedName), f.buffer, contentTypeOf(storedName));
      stored.push(storedName);
    }
    await inTransaction(db, async (tx) => {
      const { contract, dispute: d } = await lockDispute(tx, disputeId, actor);
      if (d.state === 'settled') throw conflict('This dispute is settled; it can no longer change');
      await tx.insert(disputeEvidence).values(
        files.map((f, i) => ({
          disputeId,
          uploaderId: actor.id,
          fileName: f.name,
          mime: f.mime,
          size: f.buffer.length,
          storedName: stored[i]!,
        })),
      );
      const by = say(actor.id === contract.clientId ? 'who.client' : 'who.freelancer');
      await recordStep(tx, contract, d, {
        kind: 'evidence',
        actorId: actor.id,
        words: say('dispute.evidence', { by: { say: by }, files: files.map((f) => f.name).join(', ') }),
        notice: 'dispute_evidence',
      });
    });
  } catch (err) {
    await store.remove(stored.map(evidenceKey)).catch(() => {});
    throw err;
  }
}

/** One evidence file, for the parties, the assigned mediator and admins only. */
export async function readEvidence(
  db: Executor,
  store: FileStore,
  actor: StaffActor,
  disputeId: string,
  evidenceId: string,
) {
  assertCanRead(actor, await findDispute(db, disputeId));
  const [file] = await db
    .select()
    .from(disputeEvidence)
    .where(and(eq(disputeEvidence.id, evidenceId), eq(disputeEvidence.disputeId, disputeId)));
  if (!file) throw notFound('File not found');
  const stored = await store.get(evidenceKey(file.storedName));
  if (!stored) throw notFound('File not found');
  return { file, content: stored.bytes };
}
