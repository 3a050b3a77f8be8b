/**
 * Every page of the app (spec section 2), in one list read by both sides: the web router and its
 * document titles build on it, and the server answers a path none of them matches with 404 and the
 * not-found page (issue 30). Where two patterns could match, the more specific comes first.
 */
export const APP_ROUTES = [
  '/',
  '/jobs',
  '/jobs/:id',
  '/talent',
  '/u/:id',
  '/credentials/:id',
  '/profile/edit',
  '/how-it-works',
  '/about',
  '/contact',
  '/post-job',
  '/my-jobs',
  '/my-jobs/:id',
  '/my-jobs/:id/edit',
  '/proposals',
  '/messages',
  '/messages/:id',
  '/projects',
  '/projects/new',
  '/projects/:id',
  '/projects/:id/receipts/:milestoneId',
  '/wallet',
  '/wallet/statements/:month',
  '/disputes',
  '/disputes/:id',
  '/admin',
  '/notifications',
  '/gallery',
  '/success-stories',
  '/it-hubs',
  '/register-freelancer',
  '/auth',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/google',
  '/auth/verify-email',
  '/settings',
  '/resources',
  '/terms',
  '/courses',
  '/upcoming-courses',
] as const;

export type AppRoute = (typeof APP_ROUTES)[number];

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The route a path (no query) opens, matched as the web router matches: case-insensitive, a
 * trailing slash allowed, `:name` one non-empty segment; undefined for a path that is no page.
 */
export function matchAppRoute(pathname: string): AppRoute | undefined {
  const parts = segments(pathname);
  return APP_ROUTES.find((route) => {
    const pattern = segments(route);
    return (
      pattern.length === parts.length &&
      pattern.every((p, i) => p.startsWith(':') || p.toLowerCase() === parts[i]!.toLowerCase())
    );
  });
}
