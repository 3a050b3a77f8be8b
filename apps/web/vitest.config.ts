import path from 'node:path';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    css: false,
    // A test's first render may load lazy chunks and the message modules they use (transformed on first use).
    testTimeout: 20_000,
    // The files of a worker share their modules: importing React, the router and the message
    // catalogue again for each file took most of this project's time (110 of 130 s in a sample).
    // A test that needs a module's first state asks for it (vi.resetModules, see field-error.test.tsx);
    // each file's DOM is cleaned up by test/setup.ts.
    isolate: false,
  },
});
