import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Files share their worker's module cache (no test here mocks modules): each file still gets its
    // own database and app from createTestApp, but no longer re-imports the whole server (about a
    // third of the server suite's CPU time: 12 files went from 132 s to 90 s of CPU).
    isolate: false,
    // Tests run in a random order, so none can lean on another's data.
    sequence: { shuffle: { tests: true } },
  },
});
