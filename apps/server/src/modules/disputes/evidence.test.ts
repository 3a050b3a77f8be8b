/** Dispute evidence is stored without hidden data (issue 30), as job attachments are. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, multipart, type TestContext } from '../../../test/helpers.ts';
import { makeParties } from '../contracts/test-kit.ts';
import { openOn } from './test-kit.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The EXIF tag that points at a GPS block (0x8825), as it appears in little-endian EXIF. */
const GPS_POINTER = Buffer.from([0x25, 0x88]);
const PHP = Buffer.from('<?php system($_GET["c"]); ?>');

/** A photo as a phone takes it: the camera's name and where it was taken, then a script appended. */
async function photoWithGps() {
  const jpeg = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Secret Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '35/1 55/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '74/1 18/1 0/1',
      },
    })
    .toBuffer();
  const exif = (await sharp(jpeg).metadata()).exif;
  // The input really carries what must go: the camera and a GPS block.
  expect(exif?.includes(Buffer.from('Secret Phone 12'))).toBe(true);
  expect(exif?.includes(GPS_POINTER)).toBe(true);
  return Buffer.concat([jpeg, PHP]);
}

describe('evidence images', () => {
  it('are stored re-encoded: no EXIF, no GPS, nothing appended; the picture stays', async () => {
    const p = await makeParties(t.app);
    const { disputeId } = await openOn(t.app, p, 'funded', 'client');
    const photo = await photoWithGps();
    const form = multipart({}, [
      { field: 'files', filename: 'site.jpg', content: photo, type: 'image/jpeg' },
    ]);
    const up = await as(t.app, p.client).post(
      `/api/disputes/${disputeId}/evidence`,
      form.payload,
      form.headers,
    );
    expect(up.statusCode, up.body).toBe(201);
    const file = up.json().dispute.evidence[0];
    expect(file).toMatchObject({ fileName: 'site.jpg', mime: 'image/jpeg' });

    const got = await as(t.app, p.freelancer).get(file.url);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    const bytes = got.rawPayload;
    expect(file.size).toBe(bytes.length);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 8, height: 6 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Secret Phone 12'))).toBe(false);
    expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect(bytes.includes(Buffer.from('<?php'))).toBe(false);
    // JPEG ends at its end-of-image marker: nothing after it.
    expect(bytes.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
  });

  it('keeps a PDF byte for byte and refuses an image that does not decode, storing nothing', async () => {
    const p = await makeParties(t.app);
    const { disputeId } = await openOn(t.app, p, 'funded', 'client');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
    const form = multipart({}, [
      { field: 'files', filename: 'invoice.pdf', content: pdf, type: 'application/pdf' },
    ]);
    const up = await as(t.app, p.client).post(
      `/api/disputes/${disputeId}/evidence`,
      form.payload,
      form.headers,
    );
    expect(up.statusCode, up.body).toBe(201);
    const got = await as(t.app, p.client).get(up.json().dispute.evidence[0].url);
    expect(got.rawPayload.equals(pdf)).toBe(true);

    // A JPEG header and nothing an image decoder can read.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    const bad = multipart({}, [
      { field: 'files', filename: 'broken.jpg', content: broken, type: 'image/jpeg' },
    ]);
    const refused = await as(t.app, p.client).post(
      `/api/disputes/${disputeId}/evidence`,
      bad.payload,
      bad.headers,
    );
    expect(refused.statusCode).toBe(415);
    const d = await as(t.app, p.client).get(`/api/disputes/${disputeId}`);
    expect(d.json().dispute.evidence).toHaveLength(1);
  });
});
