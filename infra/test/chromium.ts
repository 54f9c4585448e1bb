/** Debian's Chromium: Playwright cannot download its own browser here (override with CHROMIUM_PATH). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless Chromium as root on a machine with no network but the package registries: without the
 * background-networking flags it keeps trying (and failing) to reach Google's hosts.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
