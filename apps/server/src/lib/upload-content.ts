import sharp from 'sharp';
import { badRequest, unsupportedMediaType } from './errors.ts';

/** Larger inputs are refused rather than decoded (a small file can expand to gigabytes of pixels). */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Decodes an image and encodes it again in its own format, so what is stored is only pixels: bytes
 * appended after the image (an HTML page, a PHP script) and metadata (EXIF, GPS) do not survive.
 * The orientation is applied; an animated GIF or WebP keeps its frames.
 */
export async function reencodeImage(buffer: Buffer, mime: string, refused: string): Promise<Buffer> {
  try {
    const animated = mime === 'image/gif' || mime === 'image/webp';
    const image = sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, animated }).rotate();
    switch (mime) {
      case 'image/jpeg':
        return await image.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
      case 'image/png':
        return await image.png({ compressionLevel: 9 }).toBuffer();
      case 'image/gif':
        return await image.gif().toBuffer();
      case 'image/webp':
        return await image.webp({ quality: 88 }).toBuffer();
      case 'image/avif':
        return await image.avif({ quality: 60 }).toBuffer();
    }
  } catch {
    // Not decodable as the image it claims to be: refused like any other unsupported file.
  }
  throw unsupportedMediaType(refused);
}

const EOF_MARKER = Buffer.from('%%EOF');
/** What may follow a PDF's last %%EOF: white space (and NUL padding some producers add). */
const TRAILING = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);

/**
 * Refuses a PDF that carries anything after its end (a second file appended to it, such as an
 * HTML page): a 400 in plain words, naming the file.
 */
export function assertPdfEndsCleanly(buffer: Buffer, name: string) {
  const end = buffer.lastIndexOf(EOF_MARKER);
  if (end === -1) throw badRequest(`${name}: the PDF is incomplete (it has no end marker)`);
  for (let i = end + EOF_MARKER.length; i < buffer.length; i++) {
    if (!TRAILING.has(buffer[i]!)) {
      throw badRequest(
        `${name}: the PDF has extra data after its end; please save it again and re-attach it`,
      );
    }
  }
}
