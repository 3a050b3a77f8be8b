/** The file name a photo downloads as: its title with spaces turned into underscores, as a .jpg. */
export function photoFileName(title: string): string {
  const base = title
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[\\/:*?"<>|]+/g, '-');
  return `${base || 'photo'}.jpg`;
}

/** Re-encodes an image as JPEG through a canvas; null when the browser cannot. */
async function toJpeg(blob: Blob): Promise<Blob | null> {
  if (blob.type === 'image/jpeg') return blob;
  if (typeof createImageBitmap !== 'function') return null;
  const bitmap = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(bitmap, 0, 0);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob((b) => resolve(b), 'image/jpeg', 0.9));
}

/** Saves a blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches the photo's large image, converts it to JPEG and saves it as `Title_With_Underscores.jpg`. */
export async function downloadPhoto(photo: { src: string; title: string }) {
  const res = await fetch(photo.src);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const original = await res.blob();
  const jpeg = await toJpeg(original).catch(() => null);
  saveBlob(jpeg ?? original, photoFileName(photo.title));
}
