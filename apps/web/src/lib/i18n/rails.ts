import type { PayoutRail } from '@kt/shared';
import { m } from '@/paraglide/messages.js';

/** A payout rail's name in the reader's language: the wallet's screens and the console's money tab. */
export const railLabel = (r: PayoutRail): string =>
  ({ jazzcash: m.wallet_rail_jazzcash, easypaisa: m.wallet_rail_easypaisa, bank: m.wallet_rail_bank })[r]();
