/**
 * Pre-rendered public pages. At build time, the shell renders its frame (header, footer) of every public page
 * and the marketing remote renders each page's content; the shell's server joins them into the HTML it answers,
 * so the page paints before any script runs, and React then hydrates it. Each app owns its own part: a redeployed
 * remote brings its new content with it.
 */

/** What an app's build writes to `dist/{@link PRERENDER_FILE}`. */
export interface TPrerenderedPages {
  /** The stylesheet those pages need before any script runs (the app's `injectStyle` id and its CSS text). */
  style: { id: string; css: string };
  /** HTML by public path: the shell's with {@link PRERENDER_SLOT} where the remote's content goes. */
  pages: Record<string, string>;
}

export const PRERENDER_FILE = 'prerender.json';

/** Where the shell's frame takes the remote's content: an element no real page renders. */
export const PRERENDER_SLOT_TAG = 'gtm-prerender-slot';
export const PRERENDER_SLOT = `<${PRERENDER_SLOT_TAG}></${PRERENDER_SLOT_TAG}>`;

/**
 * The public path prefix of images in pre-rendered HTML. A remote's origin is only known at run time, so the
 * server composing the page replaces it with the origin the browser loads that remote from.
 */
export const PRERENDER_PUBLIC_PATH = '/__gtm_public_path__/';
