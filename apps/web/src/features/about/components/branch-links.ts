import type { Branch } from '@/content/branches.ts';

/** Directions from wherever the visitor is, in a maps site (opened in a new tab). */
export const directionsUrl = (b: Branch) =>
  `https://www.google.com/maps/dir/?api=1&destination=${b.lat},${b.lng}`;
