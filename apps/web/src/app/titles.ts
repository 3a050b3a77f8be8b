import { matchPath } from 'react-router';
import { PRODUCT_NAME } from '@kt/shared/brand';

/**
 * Every route's document title (issue 21), in one place: tabs, history and bookmarks name the
 * page. The first pattern that matches wins; anything unlisted is the 404 page.
 */
export const ROUTE_TITLES: [pattern: string, title: string][] = [
  ['/', 'Home'],
  ['/jobs', 'Find Work'],
  ['/jobs/:id', 'Job Details'],
  ['/talent', 'Find Talent'],
  ['/u/:id', 'Profile'],
  ['/profile/edit', 'Edit Profile'],
  ['/how-it-works', 'How It Works'],
  ['/about', 'About Us'],
  ['/contact', 'Contact'],
  ['/post-job', 'Post a Job'],
  ['/my-jobs', 'My Jobs'],
  ['/my-jobs/:id', 'Job Proposals'],
  ['/my-jobs/:id/edit', 'Edit Job'],
  ['/proposals', 'My Proposals'],
  ['/messages', 'Messages'],
  ['/messages/:id', 'Chat'],
  ['/projects', 'My Projects'],
  ['/projects/new', 'Make an Offer'],
  ['/projects/:id', 'Project'],
  ['/projects/:id/receipts/:milestoneId', 'Receipt'],
  ['/wallet', 'Wallet'],
  ['/wallet/statements/:month', 'Statement'],
  ['/disputes', 'Disputes'],
  ['/disputes/:id', 'Dispute'],
  ['/admin', 'Admin'],
  ['/notifications', 'Notifications'],
  ['/gallery', 'Gallery'],
  ['/success-stories', 'Success Stories'],
  ['/it-hubs', 'IT Hubs in GB'],
  ['/register-freelancer', 'Become a Freelancer'],
  ['/auth', 'Sign In'],
  ['/auth/forgot-password', 'Forgot Password'],
  ['/auth/reset-password', 'Reset Password'],
  ['/auth/google', 'Sign In with Google'],
  ['/auth/verify-email', 'Verify E-mail'],
  ['/settings', 'Settings'],
  ['/resources', 'Resources'],
  ['/terms', 'Terms of Service'],
  ['/courses', 'Find Courses'],
  ['/upcoming-courses', 'Upcoming Courses'],
];

export const NOT_FOUND_TITLE = 'Page Not Found';

/** 'Find Work · Karakoram Talent' for /jobs; the home page is the product's name alone. */
export function titleFor(pathname: string): string {
  if (pathname === '/') return PRODUCT_NAME;
  const found = ROUTE_TITLES.find(([pattern]) => matchPath({ path: pattern, end: true }, pathname));
  return `${found ? found[1] : NOT_FOUND_TITLE} · ${PRODUCT_NAME}`;
}
