/**
 * The nonce of the shell's Content-Security-Policy. Its server answers every page with a fresh nonce in the
 * policy (infra/dev/page-security-headers.ts) and writes the same nonce where index.html says
 * {@link CSP_NONCE_PLACEHOLDER}: on the page's one inline script and on {@link CSP_NONCE_META}, from which the
 * browser code reads it (the `nonce` property; browsers hide the attribute) for the <style> elements it adds.
 */
export const CSP_NONCE_PLACEHOLDER = '__gtm_csp_nonce__';

/** The element that hands the page's nonce to the code: `<meta property="csp-nonce" nonce="...">`. */
export const CSP_NONCE_META = 'meta[property="csp-nonce"]';
