import { CSP_NONCE_META } from '@gtm/contracts/csp';

/**
 * The page's Content-Security-Policy allows no 'unsafe-inline' and no 'unsafe-eval' (infra/dev/
 * page-security-headers.ts). This module runs before any other code of the portal, the remotes' included,
 * and makes the code keep to it.
 */

// zod compiles object parsers with `new Function` when it may, and its probe alone counts as a violation of the
// policy. zod keeps its configuration on globalThis, shared by every bundle's copy (zod/v4/core/core.js), so
// `jitless` set there before any schema exists covers them all, without zod's code in this first chunk (what
// `z.config` would cost). Should zod move it, every e2e test fails on the probe's violation.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

// A <style> element needs the page's nonce. web-kit's injectStyle and antd's CSS-in-JS could be given it, but
// antd's modal scroll lock (@rc-component/portal) and scrollbar measure (@rc-component/util) add <style>
// elements that take none (react-component/portal#35). So every <style> element created by script gets it
// here; markup that reaches the page as HTML (an injection) still has none and stays refused.
const nonce = document.querySelector<HTMLMetaElement>(CSP_NONCE_META)?.nonce;
if (nonce) {
  const createElement = document.createElement;
  document.createElement = function (this: Document, tagName: string, options?: ElementCreationOptions) {
    const element = createElement.call(this, tagName, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  } as Document['createElement'];
}
