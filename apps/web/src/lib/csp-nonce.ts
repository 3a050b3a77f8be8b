/**
 * The page's Content-Security-Policy allows <style> elements only with the nonce the server put in
 * <meta property="csp-nonce">. Radix's scroll lock injects one and takes its nonce from
 * `__webpack_nonce__`; this runs before anything renders.
 */
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;
