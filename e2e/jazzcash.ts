/** The JazzCash merchant credentials of the browser journeys' stand-in (test values, no real account). */
export const JAZZCASH_E2E = { merchantId: 'MCE2E31', password: 'e2e-pw-31', salt: 'e2e-salt-31' };
