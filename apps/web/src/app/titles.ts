import { PRODUCT_NAME } from '@kt/shared/brand';
import { matchAppRoute, type AppRoute } from '@kt/shared/routes';
import { m } from '@/paraglide/messages.js';

/**
 * Every route's document title (issue 21), in one place, in the reader's language: tabs, history and bookmarks name the
 * page. Keyed by the app's shared route list; a path none matches is the 404 page.
 */
export const ROUTE_TITLES: Record<AppRoute, () => string> = {
  '/': m.nav_home,
  '/jobs': m.nav_find_work,
  '/jobs/:id': m.title_job_details,
  '/talent': m.nav_find_talent,
  '/u/:id': m.title_profile,
  '/credentials/:id': m.title_credential,
  '/profile/edit': m.title_edit_profile,
  '/how-it-works': m.nav_how_it_works,
  '/about': m.nav_about,
  '/contact': m.nav_contact,
  '/post-job': m.nav_post_job,
  '/my-jobs': m.user_my_jobs,
  '/my-jobs/:id': m.title_job_proposals,
  '/my-jobs/:id/edit': m.title_edit_job,
  '/proposals': m.user_my_proposals,
  '/messages': m.nav_messages,
  '/messages/:id': m.title_chat,
  '/projects': m.user_my_projects,
  '/projects/new': m.title_make_offer,
  '/projects/:id': m.title_project,
  '/projects/:id/receipts/:milestoneId': m.title_receipt,
  '/wallet': m.user_wallet,
  '/wallet/statements/:month': m.title_statement,
  '/disputes': m.user_disputes,
  '/disputes/:id': m.title_dispute,
  '/admin': m.title_admin,
  '/notifications': m.nav_notifications,
  '/gallery': m.nav_gallery,
  '/success-stories': m.nav_success_stories,
  '/it-hubs': m.nav_it_hubs,
  '/register-freelancer': m.nav_become_freelancer,
  '/auth': m.nav_sign_in,
  '/auth/forgot-password': m.title_forgot_password,
  '/auth/reset-password': m.title_reset_password,
  '/auth/google': m.title_google_sign_in,
  '/auth/verify-email': m.title_verify_email,
  '/settings': m.user_settings,
  '/resources': m.nav_resources,
  '/terms': m.nav_terms,
  '/courses': m.nav_find_courses,
  '/upcoming-courses': m.nav_upcoming_courses,
};

/** 'Find Work · Karakoram Talent' for /jobs; the home page is the product's name alone. */
export function titleFor(pathname: string): string {
  if (pathname === '/') return PRODUCT_NAME;
  const route = matchAppRoute(pathname);
  return `${route ? ROUTE_TITLES[route]() : m.title_page_not_found()} · ${PRODUCT_NAME}`;
}
