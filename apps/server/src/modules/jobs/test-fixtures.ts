/** Test data shared by the jobs and applications suites. */
import type { App } from '../../app.ts';
import { multipart, type TestUser } from '../../../test/helpers.ts';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWP4z8DwnwGM/zMwAAAf7gP9qS/A4gAAAABJRU5ErkJggg==',
  'base64',
);
export const SCRIPT = Buffer.from('#!/bin/sh\necho "not a pdf"\nrm -rf /tmp/nothing\n');

export function jobFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: 'Build a booking website for a guesthouse',
    category: 'Web Development',
    description:
      'We need a responsive booking website with an availability calendar, online payments and an admin panel.',
    skills: JSON.stringify(['React', 'Node.js']),
    budgetType: 'fixed',
    budgetMin: '400',
    budgetMax: '900',
    duration: '1-3-months',
    experienceLevel: 'Intermediate',
    ...overrides,
  };
}

type File = { field: string; filename: string; content: Buffer; type?: string };

export function postJob(app: App, user: TestUser | null, fields = jobFields(), files: File[] = []) {
  const body = multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: '/api/jobs',
    payload: body.payload,
    headers: { ...body.headers, ...(user ? { cookie: user.cookie } : {}) },
  });
}

/** Posts a valid job and returns its id. */
export async function createJob(app: App, client: TestUser, overrides: Record<string, string> = {}) {
  const res = await postJob(app, client, jobFields(overrides));
  if (res.statusCode !== 201) throw new Error(`post job failed: ${res.statusCode} ${res.body}`);
  return res.json().job._id as string;
}
