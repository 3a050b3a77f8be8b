/**
 * The local JazzCash the browser journeys pay through (issue 31): the server's own stand-in
 * (apps/server/src/modules/payments/test-jazzcash.ts, Page Redirection v1.1 with its own hash),
 * started by playwright.config.ts beside the app on E2E_PORT + 1. Its hosted page shows the payment
 * with Pay now / Cancel, posts the signed result back to pp_ReturnURL and sends the signed IPN to the
 * app's webhook.
 */
import { startJazzcashStandIn } from '../apps/server/src/modules/payments/test-jazzcash.ts';
import { JAZZCASH_E2E } from './jazzcash.ts';

const port = Number(process.env.JAZZCASH_STANDIN_PORT);
const ipnUrl = process.env.JAZZCASH_STANDIN_IPN_URL;
const standIn = await startJazzcashStandIn(JAZZCASH_E2E, { port, ...(ipnUrl ? { ipnUrl } : {}) });
process.stdout.write(`JazzCash stand-in on ${standIn.url}\n`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
