import type { Config } from '../config.ts';

/**
 * The Content-Security-Policy of the app's pages and API replies. Sockets and fetches go to this
 * origin (and PUBLIC_URL's, with its ws/wss twin); images come from this origin, data: and blob:
 * unless CSP_IMG_SRC adds origins; style sheets are this origin's files, plus, on a page, the
 * per-response nonce that the UI library's injected <style> elements carry; scripts are this
 * origin's files, plus the inline scripts whose hashes are given.
 */
export function contentSecurityPolicy(
  config: Config,
  styleNonce?: string,
  scriptHashes: string[] = [],
): string {
  const connect = ["'self'"];
  if (config.publicUrl) {
    const url = new URL(config.publicUrl);
    connect.push(url.origin, `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`);
  }
  // JazzCash's checkout is a form the browser posts to JazzCash's own origin (issue 31).
  const formAction = ["'self'"];
  if (config.payments.providers.includes('jazzcash'))
    formAction.push(new URL(config.payments.jazzcash.url).origin);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['connect-src', connect],
    ['font-src', ["'self'", 'data:']],
    ['form-action', formAction],
    ['frame-ancestors', ["'self'"]],
    // The app frames nothing (no map, no video, no third-party widget).
    ['frame-src', ["'none'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...config.cspImgSrc]],
    ['media-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    // A page the server rendered carries one inline script, named by its hash (apps/web/public/start.js).
    ['script-src', ["'self'", ...scriptHashes.map((h) => `'${h}'`)]],
    ['script-src-attr', ["'none'"]],
    ['style-src', ["'self'"]],
    ['style-src-elem', ["'self'", ...(styleNonce ? [`'nonce-${styleNonce}'`] : [])]],
    // The offline service worker and the install manifest (issue 19): this origin's files only.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
  ];
  if (config.secureCookies) directives.push(['upgrade-insecure-requests', []]);
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/** Uploads are never pages: no scripts, no styles, no plugins, no same-origin powers. */
export const UPLOAD_POLICY = "default-src 'none'; sandbox";
