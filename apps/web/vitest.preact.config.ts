import path from 'node:path';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Suites that must run on Preact, as the app ships (decision 027), not on React as the other web
 * suites do: `*.preact.test.tsx`, for code written against Preact's own behaviour (the parts of a
 * server-drawn page the app takes over, src/lib/islands.ts).
 */
export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
    ],
  },
  test: {
    name: 'web-preact',
    environment: 'jsdom',
    include: ['src/**/*.preact.test.tsx'],
    css: false,
  },
});
