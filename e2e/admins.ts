/**
 * Addresses the e2e server treats as admins (ADMIN_EMAILS in playwright.config.ts). A test that needs
 * an admin signs up with one of these; each test file takes its own so parallel workers never share one.
 */
export const adminEmails = Array.from({ length: 12 }, (_, i) => `e2e-admin-${i + 1}@example.test`);
