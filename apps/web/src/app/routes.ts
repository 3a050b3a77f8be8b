import { createElement, lazy, useMemo, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { APP_ROUTES, type AppRoute } from '@kt/shared/routes';

/** `preload`: what else the page needs in its first render (fetched with its code). */
type PageModule = { default: ComponentType; preload?: () => Promise<unknown> };
/** What a page route carries in `handle`: its code, fetched ahead of the first render. */
export type PageHandle = { preload: () => Promise<void> };

/**
 * A page loaded on demand with React.lazy: the layout (navigation, footer) renders at once and
 * the layout's Suspense shows 'Loading...' in the main area until the page's chunk arrives.
 * The page the browser opens on is preloaded first (`handle.preload`, main.tsx and the server's
 * first render), so that first render never suspends: the page drawn by the server stays in place.
 */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'Component' | 'handle'> => {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(load);
  const preload = () =>
    load().then(async (mod) => {
      await mod.preload?.();
      loaded = mod.default;
    });
  const Page = () => createElement(loaded ?? Lazy);
  return { Component: Page, handle: { preload } satisfies PageHandle };
};

/**
 * Every route of spec section 2 (the list shared with the server, `@kt/shared/routes`), each loaded
 * on demand. A page that combines features goes through a route file in `./pages/` that hands it
 * what the other feature provides.
 */
const PAGES: Record<AppRoute, () => Promise<PageModule>> = {
  '/': () => import('@/features/home/pages/home-page.tsx'),
  '/jobs': () => import('@/features/jobs/pages/find-work-page.tsx'),
  '/jobs/:id': () => import('./pages/job-detail.tsx'),
  '/talent': () => import('@/features/profiles/pages/talent-page.tsx'),
  '/u/:id': () => import('./pages/profile.tsx'),
  '/credentials/:id': () => import('@/features/profiles/pages/credential-page.tsx'),
  '/profile/edit': () => import('@/features/profiles/pages/profile-edit-page.tsx'),
  '/how-it-works': () => import('@/features/how-it-works/pages/how-it-works-page.tsx'),
  '/about': () => import('@/features/about/pages/about-page.tsx'),
  '/contact': () => import('@/features/contact/pages/contact-page.tsx'),
  '/post-job': () => import('@/features/jobs/pages/post-job-page.tsx'),
  '/my-jobs': () => import('@/features/jobs/pages/my-jobs-page.tsx'),
  '/my-jobs/:id': () => import('./pages/my-job-detail.tsx'),
  '/my-jobs/:id/edit': () => import('@/features/jobs/pages/edit-job-page.tsx'),
  '/proposals': () => import('@/features/jobs/pages/my-proposals-page.tsx'),
  '/messages': () => import('@/features/messages/pages/inbox-page.tsx'),
  '/messages/:id': () => import('./pages/chat.tsx'),
  '/projects': () => import('@/features/contracts/pages/projects-page.tsx'),
  '/projects/new': () => import('@/features/contracts/pages/offer-page.tsx'),
  '/projects/:id': () => import('./pages/contract.tsx'),
  '/projects/:id/receipts/:milestoneId': () => import('@/features/contracts/pages/receipt-page.tsx'),
  '/disputes': () => import('@/features/disputes/pages/disputes-page.tsx'),
  '/disputes/:id': () => import('@/features/disputes/pages/dispute-page.tsx'),
  '/admin': () => import('@/features/admin/pages/admin-page.tsx'),
  '/wallet': () => import('@/features/wallet/pages/wallet-page.tsx'),
  '/wallet/statements/:month': () => import('@/features/wallet/pages/statement-page.tsx'),
  '/notifications': () => import('@/features/notifications/pages/notifications-page.tsx'),
  '/gallery': () => import('@/features/gallery/pages/gallery-page.tsx'),
  '/success-stories': () => import('@/features/success-stories/pages/success-stories-page.tsx'),
  '/it-hubs': () => import('@/features/it-hubs/pages/it-hubs-page.tsx'),
  '/register-freelancer': () => import('@/features/register-freelancer/pages/register-freelancer-page.tsx'),
  '/auth': () => import('@/features/auth/pages/auth-page.tsx'),
  '/auth/forgot-password': () => import('@/features/auth/pages/forgot-password-page.tsx'),
  '/auth/reset-password': () => import('@/features/auth/pages/reset-password-page.tsx'),
  '/auth/google': () => import('@/features/auth/pages/google-role-page.tsx'),
  '/auth/verify-email': () => import('@/features/auth/pages/verify-email-page.tsx'),
  '/settings': () => import('./pages/settings.tsx'),
  '/resources': () => import('@/features/info/pages/resources-page.tsx'),
  '/terms': () => import('@/features/info/pages/terms-page.tsx'),
  '/courses': () => import('@/features/info/pages/courses-page.tsx'),
  '/upcoming-courses': () => import('@/features/info/pages/upcoming-courses-page.tsx'),
};

export const pageRoutes: RouteObject[] = [
  ...APP_ROUTES.map((route) =>
    route === '/' ? { index: true, ...page(PAGES[route]) } : { path: route.slice(1), ...page(PAGES[route]) },
  ),
  { path: '*', ...page(() => import('./not-found-page.tsx')) },
];

/** Which page route `pathname` is (its path pattern): the same for every job's page, say. */
export function useRouteKey(pathname: string): string | undefined {
  return useMemo(() => {
    const leaf = matchRoutes(pageRoutes, pathname)?.at(-1)?.route;
    return leaf && (leaf.index ? '/' : leaf.path);
  }, [pathname]);
}
