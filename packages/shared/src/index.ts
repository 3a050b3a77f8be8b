export * from './brand.ts';
export * from './constants.ts';
export * from './format.ts';
export * from './api.ts';
export * from './auth.ts';
export * from './contact.ts';
export * from './jobs.ts';
export * from './applications.ts';
