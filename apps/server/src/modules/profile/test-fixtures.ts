import sharp from 'sharp';
import type { App } from '../../app.ts';
import { multipart } from '../../../test/helpers.ts';

/** A valid "Profile as sent on save", as the web client sends it (lists as JSON text). */
export function profileFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    headline: 'Full-stack developer building fast web apps',
    jobTitle: 'Web Development',
    bio: 'I build web applications with React and Node.js for clients across Gilgit-Baltistan and abroad.',
    services: JSON.stringify(['Web Development', 'API Development']),
    skills: JSON.stringify(['Web Development', 'API Development']),
    portfolio: '[]',
    hourlyRate: '25',
    location: 'Gilgit',
    country: 'Pakistan',
    socialMedia: JSON.stringify({ github: 'https://github.com/example', linkedin: '' }),
    languages: JSON.stringify(['English']),
    certifications: '[]',
    education: '[]',
    ...overrides,
  };
}

/** A real image of the given size, in the given format. */
export function makeImage(width: number, height: number, format: 'png' | 'jpeg' = 'png') {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 90 } } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

export type Upload = { field: string; filename: string; content: Buffer; type?: string };

export function postProfile(
  app: App,
  cookie: string | undefined,
  fields: Record<string, string>,
  files: Upload[] = [],
) {
  const { payload, headers } = multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: '/api/profile',
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

export function postPortfolio(
  app: App,
  cookie: string | undefined,
  fields: Record<string, string>,
  files: Upload[] = [],
) {
  const { payload, headers } = multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: '/api/profile/me/portfolio',
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}
