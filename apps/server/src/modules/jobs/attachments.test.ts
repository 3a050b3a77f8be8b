import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { jobFields, PDF, PNG, postJob } from './test-fixtures.ts';

const HTML = Buffer.from('<html><body><script>fetch("/api/auth/me")</script></body></html>\n');
const PHP = Buffer.from('<?php system($_GET["cmd"]); ?>\n');

/**
 * A job's attachment that is two files at once (a valid image or PDF with a page or a script
 * appended) is never stored or served as such: images are re-encoded, a PDF with data after its end
 * is refused, and every non-image is served as a sandboxed download.
 */
describe('attachments that are two files at once', () => {
  let t: TestContext;
  let client: TestUser;
  let jpeg: Buffer;
  const uploads = () => fs.readdirSync(path.join(t.config.dataDir, 'uploads'));

  beforeAll(async () => {
    t = await createTestApp();
    client = await createUser(t.app, { role: 'client' });
    jpeg = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#0f5c4d' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
      .toBuffer();
  });
  afterAll(() => t.close());

  const post = (filename: string, content: Buffer, type: string) =>
    postJob(t.app, client, jobFields(), [{ field: 'attachments', filename, content, type }]);

  /** Posts one attachment and fetches it back as served. */
  async function roundTrip(filename: string, content: Buffer, type: string) {
    const res = await post(filename, content, type);
    expect(res.statusCode, res.body).toBe(201);
    const [attachment] = res.json().job.attachments;
    expect(attachment.originalName).toBe(filename);
    const served = await t.app.inject(attachment.path);
    expect(served.statusCode).toBe(200);
    return served;
  }

  it('stores a PNG with an HTML page appended as the image alone, served in place and sandboxed', async () => {
    const served = await roundTrip('screen.png', Buffer.concat([PNG, HTML]), 'image/png');
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.includes('<html')).toBe(false);
    expect(served.rawPayload.includes('<script')).toBe(false);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 2, height: 2 });
    expect(served.headers['content-disposition']).toBeUndefined();
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('stores a JPEG with a PHP script appended as the image alone, without its metadata', async () => {
    const polyglot = Buffer.concat([jpeg, PHP]);
    expect(polyglot.includes('secret-camera-owner')).toBe(true);
    const served = await roundTrip('photo.jpg', polyglot, 'image/jpeg');
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.includes('<?php')).toBe(false);
    expect(served.rawPayload.includes('secret-camera-owner')).toBe(false);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 8, height: 6 });
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('refuses a PDF with an HTML page after its end with a 400 in plain words, storing nothing', async () => {
    const before = uploads().length;
    const res = await post('brief.pdf', Buffer.concat([PDF, HTML]), 'application/pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'brief.pdf: the PDF has extra data after its end; please save it again and re-attach it',
    });
    expect(uploads().length).toBe(before);
  });

  it('accepts a PDF ending in white space and serves it as a sandboxed download, byte for byte', async () => {
    const pdf = Buffer.concat([PDF, Buffer.from('\r\n  \n')]);
    const served = await roundTrip('brief.pdf', pdf, 'application/pdf');
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it("refuses an image that only starts like one with the spec's 415", async () => {
    const broken = Buffer.concat([PNG.subarray(0, 40), HTML]);
    const res = await post('fake.png', broken, 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('fake.png: only images, PDF, DOC and DOCX files are allowed');
  });
});
