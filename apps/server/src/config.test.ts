import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('OIDC_ISSUER', () => {
  it('must be https:// in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', OIDC_ISSUER: 'http://idp.example.org' })).toThrow(
      /^Invalid OIDC_ISSUER="http:\/\/idp\.example\.org": must be an https:\/\//,
    );
    expect(loadConfig({ NODE_ENV: 'production', OIDC_ISSUER: 'https://idp.example.org' }).oidcIssuer).toBe(
      'https://idp.example.org',
    );
    expect(loadConfig({ NODE_ENV: 'production' }).oidcIssuer).toBe('https://accounts.google.com');
  });

  it('may be a local http:// provider outside production (development, tests)', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(loadConfig({ NODE_ENV, OIDC_ISSUER: 'http://127.0.0.1:4000' }).oidcIssuer).toBe(
        'http://127.0.0.1:4000',
      );
    }
  });
});
