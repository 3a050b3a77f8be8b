/** Groups images into slides of `perSlide`, repeating images cyclically to fill the last slide. */
export function buildSlides<T>(images: readonly T[], perSlide: number): T[][] {
  if (images.length === 0 || perSlide < 1) return [];
  const count = Math.ceil(images.length / perSlide);
  return Array.from({ length: count }, (_, i) =>
    Array.from({ length: perSlide }, (_, j) => images[(i * perSlide + j) % images.length]!),
  );
}
