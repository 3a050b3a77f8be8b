/**
 * What the service worker keeps for reading offline (issue 19), shared with the page so both agree
 * on the names. API GETs behind the pages people read: the job board and job pages, profiles and
 * the talent directory, client pages, the inbox and threads, proposals, projects and contracts, the
 * programme's content (hubs, branches, cohorts, figures: issue 36), and the current
 * user (so a reload offline still knows who is signed in). Never money, admin or account exports.
 */
export const API_CACHE = 'kt-api';
export const SHELL_CACHE = 'kt-shell';
export const ASSET_CACHE = 'kt-assets';
/** Set by the service worker on every reply it stores: when it was stored (ms since 1970). */
export const CACHED_AT_HEADER = 'x-kt-cached-at';
/** Set by the server on a page it rendered (decision 031); the same name in apps/server/src/plugins/web.ts. */
export const FIRST_RENDER_HEADER = 'x-kt-first-render';

const READABLE_OFFLINE =
  /^\/api\/(auth\/me$|jobs(\/|$)|applications\/(my$|job\/)|profile(\/|$)|messages\/(conversations(\/|$)|unread-count$)|contracts(\/|$)|reviews(\/|$)|users\/|programme\/content$)/;
const NEVER = /^\/api\/(auth\/(export|sessions)|profile\/me\/export)/;

export function isReadableOffline(pathname: string): boolean {
  return READABLE_OFFLINE.test(pathname) && !NEVER.test(pathname);
}
