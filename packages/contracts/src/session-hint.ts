/**
 * The signed-in hint (issue 36, part 8): a cookie scripts may read (the session cookie itself is HttpOnly) that
 * says a session cookie came with the page. The shell's server sets it on each page it answers when the request
 * carries the session cookie and clears it when not; the browser's session store asks `GET /api/user` on a page
 * load only with it, so a signed-out visitor costs no failing request. Not a credential: it holds `1`.
 * Zod-free (every page's first load reads it).
 */
export const SIGNED_IN_HINT_COOKIE = 'gtm_signed_in';

/** Whether a `document.cookie` string carries the signed-in hint. */
export const hasSignedInHint = (cookie: string) =>
  cookie.split(';').some((pair) => pair.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
