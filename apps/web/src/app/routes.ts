import { createElement, lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

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
 * Every route of spec section 2, each loaded on demand. A page that combines features goes through
 * a route file in `./pages/` that hands it what the other feature provides.
 */
export const pageRoutes: RouteObject[] = [
  { index: true, ...page(() => import('@/features/home/pages/home-page.tsx')) },
  { path: 'jobs', ...page(() => import('@/features/jobs/pages/find-work-page.tsx')) },
  { path: 'jobs/:id', ...page(() => import('./pages/job-detail.tsx')) },
  { path: 'talent', ...page(() => import('@/features/profiles/pages/talent-page.tsx')) },
  { path: 'u/:id', ...page(() => import('./pages/profile.tsx')) },
  { path: 'profile/edit', ...page(() => import('@/features/profiles/pages/profile-edit-page.tsx')) },
  { path: 'how-it-works', ...page(() => import('@/features/how-it-works/pages/how-it-works-page.tsx')) },
  { path: 'about', ...page(() => import('@/features/about/pages/about-page.tsx')) },
  { path: 'contact', ...page(() => import('@/features/contact/pages/contact-page.tsx')) },
  { path: 'post-job', ...page(() => import('@/features/jobs/pages/post-job-page.tsx')) },
  { path: 'my-jobs', ...page(() => import('@/features/jobs/pages/my-jobs-page.tsx')) },
  { path: 'my-jobs/:id', ...page(() => import('./pages/my-job-detail.tsx')) },
  { path: 'my-jobs/:id/edit', ...page(() => import('@/features/jobs/pages/edit-job-page.tsx')) },
  { path: 'proposals', ...page(() => import('@/features/jobs/pages/my-proposals-page.tsx')) },
  { path: 'messages', ...page(() => import('@/features/messages/pages/inbox-page.tsx')) },
  { path: 'messages/:id', ...page(() => import('./pages/chat.tsx')) },
  { path: 'projects', ...page(() => import('@/features/contracts/pages/projects-page.tsx')) },
  { path: 'projects/new', ...page(() => import('@/features/contracts/pages/offer-page.tsx')) },
  { path: 'projects/:id', ...page(() => import('./pages/contract.tsx')) },
  {
    path: 'projects/:id/receipts/:milestoneId',
    ...page(() => import('@/features/contracts/pages/receipt-page.tsx')),
  },
  { path: 'disputes', ...page(() => import('@/features/disputes/pages/disputes-page.tsx')) },
  { path: 'disputes/:id', ...page(() => import('@/features/disputes/pages/dispute-page.tsx')) },
  { path: 'admin', ...page(() => import('@/features/admin/pages/admin-page.tsx')) },
  { path: 'wallet', ...page(() => import('@/features/wallet/pages/wallet-page.tsx')) },
  {
    path: 'wallet/statements/:month',
    ...page(() => import('@/features/wallet/pages/statement-page.tsx')),
  },
  { path: 'notifications', ...page(() => import('@/features/notifications/pages/notifications-page.tsx')) },
  { path: 'gallery', ...page(() => import('@/features/gallery/pages/gallery-page.tsx')) },
  {
    path: 'success-stories',
    ...page(() => import('@/features/success-stories/pages/success-stories-page.tsx')),
  },
  { path: 'it-hubs', ...page(() => import('@/features/it-hubs/pages/it-hubs-page.tsx')) },
  {
    path: 'register-freelancer',
    ...page(() => import('@/features/register-freelancer/pages/register-freelancer-page.tsx')),
  },
  { path: 'auth', ...page(() => import('@/features/auth/pages/auth-page.tsx')) },
  { path: 'auth/forgot-password', ...page(() => import('@/features/auth/pages/forgot-password-page.tsx')) },
  { path: 'auth/reset-password', ...page(() => import('@/features/auth/pages/reset-password-page.tsx')) },
  { path: 'auth/google', ...page(() => import('@/features/auth/pages/google-role-page.tsx')) },
  { path: 'auth/verify-email', ...page(() => import('@/features/auth/pages/verify-email-page.tsx')) },
  { path: 'settings', ...page(() => import('./pages/settings.tsx')) },
  { path: 'resources', ...page(() => import('@/features/info/pages/resources-page.tsx')) },
  { path: 'terms', ...page(() => import('@/features/info/pages/terms-page.tsx')) },
  { path: 'courses', ...page(() => import('@/features/info/pages/courses-page.tsx')) },
  { path: 'upcoming-courses', ...page(() => import('@/features/info/pages/upcoming-courses-page.tsx')) },
  { path: '*', ...page(() => import('./not-found-page.tsx')) },
];
