import type { Currency, PaymentMethod, PaymentMethodDto } from '@kt/shared';
import type { Config } from '../../config.ts';
import { badRequest } from '../../lib/errors.ts';
import { jazzcashProvider } from './jazzcash.ts';
import type { PaymentProvider } from './provider.ts';
import { sandboxProvider } from './sandbox.ts';
import { stripeProvider } from './stripe.ts';

/** The providers configured in PAYMENTS_PROVIDERS, in the order the fund screen offers them. */
export type PaymentProviders = {
  list: readonly PaymentProvider[];
  get(method: string): PaymentProvider | undefined;
  /** The methods offered for a contract's currency. */
  offered(currency: Currency): PaymentMethodDto[];
  /** The provider for a fund request: `method`, or the only one offered; 400 otherwise. */
  choose(currency: Currency, method: PaymentMethod | undefined): PaymentProvider;
};

export function paymentProviders(config: Config['payments']): PaymentProviders {
  const list = config.providers.map((name): PaymentProvider => {
    switch (name) {
      case 'sandbox':
        return sandboxProvider;
      case 'jazzcash':
        return jazzcashProvider(config.jazzcash, config.providerTimeoutMs);
      case 'stripe':
        return stripeProvider(config.stripe, config.providerTimeoutMs);
    }
  });
  const forCurrency = (currency: Currency) => list.filter((p) => p.currencies.includes(currency));
  return {
    list,
    get: (method) => list.find((p) => p.method === method),
    offered: (currency) =>
      forCurrency(currency).map((p) => ({
        method: p.method,
        name: p.name,
        real: p.real,
        feeBasisPoints: p.feeBasisPoints,
      })),
    choose(currency, method) {
      const offered = forCurrency(currency);
      if (method === undefined) {
        if (offered.length === 1) return offered[0]!;
        throw badRequest(
          offered.length === 0
            ? `No payment method takes ${currency}`
            : `Choose a payment method: ${offered.map((p) => p.method).join(', ')}`,
        );
      }
      const found = offered.find((p) => p.method === method);
      if (!found) throw badRequest(`${method} is not offered for ${currency} payments`);
      return found;
    },
  };
}
