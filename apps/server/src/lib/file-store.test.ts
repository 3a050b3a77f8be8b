import fs from 'node:fs';
import sharp from 'sharp';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, createUser, multipart, type TestContext } from '../../test/helpers.ts';
import { storedFiles } from '../db/schema.ts';
import { PDF, PNG, jobFields, postJob } from '../modules/jobs/test-fixtures.ts';
import { makeParties } from '../modules/contracts/test-kit.ts';
import { openOn } from '../modules/disputes/test-kit.ts';
import { removeUploads, storeUpload } from './uploads.ts';
import { copyLocalFiles, localFilesNotInDatabase } from './file-store-copy.ts';
import { databaseFileStore, localFileStore } from './file-store.ts';
import { loadConfig } from '../config.ts';

const hex = () => randomBytes(16).toString('hex');

/** The file store (issue 20) behind every writer and reader of uploads, in both of its modes. */
describe.each(['local', 'database'] as const)('UPLOADS_STORE=%s', (mode) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ UPLOADS_STORE: mode });
  });
  afterAll(() => t.close());

  const onDisk = (key: string) => fs.existsSync(path.join(t.config.dataDir, key));
  const inTable = async (key: string) =>
    (await t.app.db.select({ name: storedFiles.name }).from(storedFiles).where(eq(storedFiles.name, key)))
      .length === 1;

  it('puts, gets and removes bytes where the mode says, and refuses a taken or unsafe key', async () => {
    const key = `uploads/${hex()}.pdf`;
    const bytes = Buffer.concat([PDF, randomBytes(300_000)]);
    await t.app.files.put(key, bytes, 'application/pdf');
    const got = await t.app.files.get(key);
    expect(got?.bytes.equals(bytes)).toBe(true);
    expect(got).toMatchObject({ contentType: 'application/pdf', size: bytes.length });
    expect(onDisk(key)).toBe(mode === 'local');
    expect(await inTable(key)).toBe(mode === 'database');
    await expect(t.app.files.put(key, PDF, 'application/pdf')).rejects.toThrow();
    await expect(t.app.files.put('uploads/../db/x.pdf', PDF, 'application/pdf')).rejects.toThrow();
    expect(await t.app.files.get('uploads/../db.lock')).toBeUndefined();
    await t.app.files.remove([key, `uploads/${hex()}.png`]);
    expect(await t.app.files.get(key)).toBeUndefined();
    expect(onDisk(key) || (await inTable(key))).toBe(false);
  });

  it('serves an upload with its checked type, nosniff, the sandbox, a year of cache and an ETag (304)', async () => {
    const url = await storeUpload(t.app.files, PNG, 'png');
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-disposition']).toBeUndefined();
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}\.png"$/);
    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await t.app.inject({ url, headers: { 'if-none-match': '"something-else"' } });
    expect(other.statusCode).toBe(200);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');

    const pdf = await t.app.inject(await storeUpload(t.app.files, PDF, 'pdf'));
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment');

    await removeUploads(t.app.files, [url]);
    const gone = await t.app.inject(url);
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toContain('application/json');
  });

  it('stores a job attachment posted through the API in this store and serves it back', async () => {
    const client = await createUser(t.app, { role: 'client' });
    const res = await postJob(t.app, client, jobFields(), [
      { field: 'attachments', filename: 'brief.pdf', content: PDF, type: 'application/pdf' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [attachment] = res.json().job.attachments;
    const key = `uploads/${path.basename(attachment.path)}`;
    expect(await inTable(key)).toBe(mode === 'database');
    expect(onDisk(key)).toBe(mode === 'local');
    const served = await t.app.inject(attachment.path);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);
  });

  it('keeps dispute evidence in the store, served by its guarded route and never under /uploads/', async () => {
    const p = await makeParties(t.app);
    const { disputeId } = await openOn(t.app, p, 'funded', 'client');
    const form = multipart({}, [{ field: 'files', filename: 'chat.png', content: PNG, type: 'image/png' }]);
    const up = await as(t.app, p.client).post(
      `/api/disputes/${disputeId}/evidence`,
      form.payload,
      form.headers,
    );
    expect(up.statusCode, up.body).toBe(201);
    const file = up.json().dispute.evidence[0];
    const {
      rows: [row],
    } = await t.database.executeSql('select stored_name from dispute_evidence where id = $1', [file._id]);
    const storedName = (row as { stored_name: string } | undefined)?.stored_name;
    expect(storedName).toMatch(/^[0-9a-f]{32}\.png$/);
    const key = `evidence/${storedName}`;
    expect(await inTable(key)).toBe(mode === 'database');
    expect(onDisk(key)).toBe(mode === 'local');

    const got = await as(t.app, p.freelancer).get(file.url);
    expect(got.statusCode).toBe(200);
    // Evidence is stored re-encoded (evidence.test.ts): the same pixels, not the same bytes.
    const [sent, served] = await Promise.all([PNG, got.rawPayload].map((b) => sharp(b).raw().toBuffer()));
    expect(served!.equals(sent!)).toBe(true);
    expect((await as(t.app, p.stranger).get(file.url)).statusCode).toBe(404);
    for (const url of [
      `/uploads/${storedName}`,
      `/uploads/..%2Fevidence%2F${storedName}`,
      `/uploads/%2E%2E/evidence/${storedName}`,
    ]) {
      expect((await t.app.inject(url)).statusCode, url).toBe(404);
    }
  });

  // Only the database mode has somewhere to copy to (a condition, not a skipped test).
  if (mode === 'database') {
    it("copies a local install's uploads and evidence into the database once (npm run uploads:copy)", async () => {
      const local = localFileStore(t.config.dataDir);
      const upload = `uploads/${hex()}.png`;
      const evidence = `evidence/${hex()}.pdf`;
      await local.put(upload, PNG, 'image/png');
      await local.put(evidence, PDF, 'application/pdf');
      fs.writeFileSync(path.join(t.config.dataDir, 'uploads', 'notes.txt'), 'not ours');
      const table = databaseFileStore(t.app.db);
      expect(await copyLocalFiles(t.config.dataDir, table)).toMatchObject({ copied: 2 });
      expect((await t.app.files.get(upload))?.bytes.equals(PNG)).toBe(true);
      expect(await t.app.files.get(evidence)).toMatchObject({
        contentType: 'application/pdf',
        size: PDF.length,
      });
      expect(await t.app.files.get('uploads/notes.txt')).toBeUndefined();
      expect((await copyLocalFiles(t.config.dataDir, table)).copied).toBe(0);
      expect((await t.app.inject(`/uploads/${path.basename(upload)}`)).statusCode).toBe(200);
    });
  }
});

describe('UPLOADS_STORE unset (issue 35)', () => {
  it('is database with DATABASE_URL, local without, and what the operator set when set', () => {
    const url = 'postgres://u@db.example.org/talent';
    expect(loadConfig({}).uploadsStore).toBe('local');
    expect(loadConfig({ DATABASE_URL: url }).uploadsStore).toBe('database');
    expect(loadConfig({ DATABASE_URL: url, UPLOADS_STORE: '' }).uploadsStore).toBe('database');
    expect(loadConfig({ DATABASE_URL: url, UPLOADS_STORE: 'local' }).uploadsStore).toBe('local');
    expect(loadConfig({ UPLOADS_STORE: 'database' }).uploadsStore).toBe('database');
    expect(() => loadConfig({ UPLOADS_STORE: 's3' })).toThrow(/^Invalid UPLOADS_STORE="s3"/);
  });
});

describe('an install that switches to the database store with files still in its folders', () => {
  let t: TestContext;
  const log: string[] = [];
  const upload = `uploads/${hex()}.png`;
  const evidence = `evidence/${hex()}.pdf`;
  beforeAll(async () => {
    t = await createTestApp(
      { UPLOADS_STORE: 'database' },
      async (app) => {
        // What the install wrote while it ran with UPLOADS_STORE=local.
        await localFileStore(app.config.dataDir).put(upload, PNG, 'image/png');
        await localFileStore(app.config.dataDir).put(evidence, PDF, 'application/pdf');
      },
      { logStream: { write: (line: string) => void log.push(line) } },
    );
  });
  afterAll(() => t.close());

  it('is told at start-up to run npm run uploads:copy, and still serves every file meanwhile', async () => {
    const warning = log
      .map((l) => JSON.parse(l) as { level: number; msg: string })
      .find((l) => /uploads:copy/.test(l.msg));
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toMatch(/^2 uploaded files under .* are not in the database yet/);
    const served = await t.app.inject(`/uploads/${path.basename(upload)}`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.files.get(evidence))?.bytes.equals(PDF)).toBe(true);
    // A new upload goes to the table only.
    const fresh = await storeUpload(t.app.files, PNG, 'png');
    expect(onDiskIn(t.config.dataDir, `uploads/${path.basename(fresh)}`)).toBe(false);

    expect(await localFilesNotInDatabase(t.config.dataDir, t.app.db)).toBe(2);
    expect((await copyLocalFiles(t.config.dataDir, databaseFileStore(t.app.db))).copied).toBe(2);
    expect(await localFilesNotInDatabase(t.config.dataDir, t.app.db)).toBe(0);
    // Copied: the folders can go, and the files are still served (now from the table).
    fs.rmSync(path.join(t.config.dataDir, 'uploads'), { recursive: true });
    fs.rmSync(path.join(t.config.dataDir, 'evidence'), { recursive: true });
    expect((await t.app.inject(`/uploads/${path.basename(upload)}`)).statusCode).toBe(200);
    expect((await t.app.files.get(evidence))?.bytes.equals(PDF)).toBe(true);
  });
});

const onDiskIn = (dataDir: string, key: string) => fs.existsSync(path.join(dataDir, key));
