/**
 * Addresses the e2e server treats as admins (ADMIN_EMAILS in playwright.config.ts). A test that needs
 * an admin signs up with one of these; each test file takes its own so parallel workers never share one.
 */
export const adminEmails = Array.from({ length: 12 }, (_, i) => `e2e-admin-${i + 1}@example.test`);

/** The outages journey's own admins (one per retry), so the slots above stay as the other files took them. */
export const outageAdminEmails = ['e2e-outages-admin-1@example.test', 'e2e-outages-admin-2@example.test'];

/** The programme content journey's own admins (one per retry), for the same reason. */
export const programmeAdminEmails = [
  'e2e-programme-admin-1@example.test',
  'e2e-programme-admin-2@example.test',
];

/** The gallery content journey's own admins: one per project and retry (it runs on phone and desktop). */
export const galleryAdminEmails = ['desktop-1', 'desktop-2', 'phone-1', 'phone-2'].map(
  (slot) => `e2e-gallery-admin-${slot}@example.test`,
);

/** The programme entries journey's own admins: desktop then phone, one per retry. */
export const programmeEntriesAdminEmails = [
  'e2e-programme-entries-admin-1@example.test',
  'e2e-programme-entries-admin-2@example.test',
  'e2e-programme-entries-admin-3@example.test',
  'e2e-programme-entries-admin-4@example.test',
];
/** The success stories journey's own admins: one per project (it runs on desktop and phone at once), per retry. */
export const storiesAdminEmails = {
  desktop: ['e2e-stories-admin-desktop-1@example.test', 'e2e-stories-admin-desktop-2@example.test'],
  phone: ['e2e-stories-admin-phone-1@example.test', 'e2e-stories-admin-phone-2@example.test'],
};
