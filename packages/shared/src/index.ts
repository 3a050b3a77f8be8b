export * from './brand.ts';
export * from './constants.ts';
export * from './format.ts';
export * from './api.ts';
export * from './auth.ts';
