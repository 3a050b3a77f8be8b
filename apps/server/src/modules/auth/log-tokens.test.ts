import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';

describe('mailed tokens and OAuth codes never reach the log', () => {
  let t: TestContext;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  it('logs the URLs of reset links and callbacks with their secret values hidden', async () => {
    await t.app.inject({ url: '/auth/reset-password?token=SECRET-RESET-TOKEN-1' });
    await t.app.inject({ url: '/api/auth/google/callback?state=SECRET-STATE-2&code=SECRET-CODE-3' });
    const log = lines.join('');
    expect(log).toContain('/auth/reset-password?token=[redacted]');
    expect(log).toContain('/api/auth/google/callback?state=[redacted]&code=[redacted]');
    expect(log).not.toMatch(/SECRET-(RESET|STATE|CODE)/);
  });
});
