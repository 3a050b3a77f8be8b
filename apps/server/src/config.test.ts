import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { contentSecurityPolicy } from './lib/csp.ts';

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

describe('PAYMENTS_PROVIDER (the older single-value name, issue 31)', () => {
  const jazzcash = {
    JAZZCASH_MERCHANT_ID: 'MC1',
    JAZZCASH_PASSWORD: 'pw',
    JAZZCASH_INTEGRITY_SALT: 'salt',
  };
  it('is read as PAYMENTS_PROVIDERS when that is unset, never silently ignored', () => {
    expect(loadConfig({ PAYMENTS_PROVIDER: 'jazzcash', ...jazzcash }).payments.providers).toEqual([
      'jazzcash',
    ]);
    expect(loadConfig({}).payments.providers).toEqual(['sandbox']);
  });
  it('is checked like PAYMENTS_PROVIDERS (an unknown provider or missing credentials stop the start)', () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'paypal' })).toThrow(
      /PAYMENTS_PROVIDERS.*unknown provider paypal/,
    );
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'jazzcash' })).toThrow(/JAZZCASH_MERCHANT_ID/);
  });
  it('stops the start when both are set and disagree; agreeing is fine', () => {
    expect(() =>
      loadConfig({ PAYMENTS_PROVIDER: 'sandbox', PAYMENTS_PROVIDERS: 'jazzcash', ...jazzcash }),
    ).toThrow(/PAYMENTS_PROVIDER="sandbox" and PAYMENTS_PROVIDERS="jazzcash" disagree/);
    expect(
      loadConfig({ PAYMENTS_PROVIDER: 'jazzcash', PAYMENTS_PROVIDERS: ' jazzcash ', ...jazzcash }).payments
        .providers,
    ).toEqual(['jazzcash']);
  });
});

describe('Content-Security-Policy form-action', () => {
  it("lets the browser post JazzCash's checkout form to JazzCash's origin only when JazzCash is offered", () => {
    const formAction = (env: NodeJS.ProcessEnv) =>
      contentSecurityPolicy(loadConfig(env))
        .split('; ')
        .find((d) => d.startsWith('form-action'));
    expect(formAction({})).toBe("form-action 'self'");
    expect(
      formAction({
        PAYMENTS_PROVIDERS: 'sandbox,jazzcash',
        JAZZCASH_MERCHANT_ID: 'MC1',
        JAZZCASH_PASSWORD: 'pw',
        JAZZCASH_INTEGRITY_SALT: 'salt',
        JAZZCASH_URL: 'https://sandbox.jazzcash.com.pk/some/path',
      }),
    ).toBe("form-action 'self' https://sandbox.jazzcash.com.pk");
  });
});
