import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { Launcher, launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Browser } from '@playwright/test';
import { PUBLIC_HEADS } from '@gtm/contracts/public-heads';
import { startProcess } from '../dev/child-process.ts';
import { PORT_VARIABLES } from '../dev/stack.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium.ts';
import type { TBench } from './bench.ts';
import { median } from './load-test.ts';

/**
 * Budgets of issue #4 (JS before first paint, layout shift, Lighthouse mobile performance) and of issue 37
 * (Lighthouse's total blocking time: what signed-in code on the public path cost).
 */
const PUBLIC_PAGE_BUDGETS = { jsKiB: 250, cls: 0.05, performance: 95, tbtMs: 200 } as const;

const ROOT = join(import.meta.dirname, '..', '..');
// Time for `npm start` to build the four apps (about 100 s here) when their builds are not current.
const START_TIMEOUT_MS = 300_000;

/**
 * The portal as users run it: `npm start` in its own process (on free ports, with a throw-away data folder),
 * so serving never shares an event loop with Lighthouse. Resolves once it prints the portal's URL.
 */
const startPortal = async (log: (line: string) => void) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'gtm-bench-'));
  const portal = startProcess({
    name: 'npm start',
    command: process.execPath,
    args: [join(ROOT, 'infra', 'dev', 'start.ts'), '--fresh'],
    cwd: ROOT,
    env: {
      ...process.env,
      ...Object.fromEntries(Object.values(PORT_VARIABLES).map((variable) => [variable, '0'])),
      DATA_DIR: dataDir,
      NO_COLOR: '1',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = async () => {
    await portal.stop(10_000);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const [, url] = await portal.waitForLine(/^\s+Portal\s+(http\S+)/, START_TIMEOUT_MS);
    log(`npm start is serving the portal at ${url}`);
    return { url: url as string, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};

type TPageFigures = { path: string; jsKiB: number; jsToContentKiB: number; jsTotalKiB: number; cls: number };
type TLighthouseFigures = { performance: number; lcpMs: number; tbtMs: number; cls: number };

/**
 * What a first visit costs, measured in Chromium: the compressed bytes of the scripts that finished downloading
 * before the first and before the largest contentful paint (the pages arrive pre-rendered, so neither paint waits
 * for a script; a preloaded one may still finish first), of all scripts, and the layout shift of the load plus
 * a scroll to the bottom and back.
 */
const measurePage = async (browser: Browser, url: string, path: string): Promise<TPageFigures> => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      // LCP entries are only delivered to observers, not kept on the performance timeline.
      const largestPaints: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) largestPaints.push(entry.startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      Object.assign(window, { __layoutShifts: shifts, __largestPaints: largestPaints });
    });
    // Sizes and timings from the browser's network layer: the remotes live on other origins, whose resource
    // timings the page sees as zero bytes (no Timing-Allow-Origin).
    const scripts: { endsAt: number; bytes: number }[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      const timing = request.timing();
      void request.sizes().then((sizes) => {
        scripts.push({ endsAt: timing.startTime + timing.responseEnd, bytes: sizes.responseBodySize });
      });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate(async () => {
      window.scrollTo(0, document.body.scrollHeight);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      window.scrollTo(0, 0);
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    const inPage = await page.evaluate(() => ({
      origin: performance.timeOrigin,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
      lcp:
        (window as unknown as { __largestPaints: number[] }).__largestPaints.at(-1) ??
        Number.POSITIVE_INFINITY,
      cls: (window as unknown as { __layoutShifts: number[] }).__layoutShifts.reduce(
        (sum, value) => sum + value,
        0,
      ),
    }));
    const kibUntil = (time: number) =>
      Math.round(
        (scripts
          .filter((script) => script.endsAt <= inPage.origin + time)
          .reduce((sum, s) => sum + s.bytes, 0) /
          1024) *
          10,
      ) / 10;
    return {
      path,
      jsKiB: kibUntil(inPage.fcp),
      jsToContentKiB: kibUntil(inPage.lcp),
      jsTotalKiB: kibUntil(Number.POSITIVE_INFINITY),
      cls: Math.round(inPage.cls * 1000) / 1000,
    };
  } finally {
    await page.close();
  }
};

/** A Lighthouse run that ended with a runtime error (its message names the code). */
class LighthouseRunFailed extends Error {}

/** How many failed Lighthouse runs of a page are run again before the page counts as failed. */
const FAILED_RUNS_ALLOWED = 2;

const runLighthouse = async (url: string, port: number): Promise<TLighthouseFigures> => {
  // Mobile form factor and simulated throttling are Lighthouse's defaults.
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  // A run Lighthouse could not finish scores nothing (its score reads as 0): it is a failed run, not a figure.
  const failure = result.lhr.runtimeError;
  if (failure) throw new LighthouseRunFailed(`${failure.code}: ${failure.message}`);
  const audit = (id: string) => Math.round(result.lhr.audits[id]?.numericValue ?? Number.NaN);
  return {
    performance: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: Math.round((result.lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
  };
};

/**
 * Lighthouse's own Chrome set-up (chrome-launcher's default flags, which turn off Chromium's background work),
 * plus the browser UI Chromium 15x preloads even headless: its omnibox popup, a WebUI renderer that a trace
 * here showed burning about 1 s of CPU during one page load, on a machine with 2 cores.
 */
const lighthouseChromeFlags = () =>
  Launcher.defaultFlags().map((flag) =>
    flag.startsWith('--disable-features=') ? `${flag},PreloadTopChromeWebUI,WebUIOmniboxPopup` : flag,
  );

/** The run with the median performance score: Lighthouse varies from run to run, more so on a small machine. */
const medianRun = (runs: TLighthouseFigures[]): TLighthouseFigures => {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse run to take the median of');
  return median;
};

const mark = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');

/**
 * The four public pages on the production build: Lighthouse mobile performance, LCP, TBT and CLS (the median
 * of BENCH_ROUNDS runs), plus the JS bytes before first paint and CLS measured in Chromium directly. A line says OVER BUDGET where a figure
 * misses its budget (performance below 95 or TBT above 200 ms among them).
 */
export const publicPagesBench: TBench = {
  name: 'public-pages',
  summary: 'Lighthouse (mobile) and JS bytes / CLS of /, /for-employers, /for-candidates, /talent-combine',
  byDefault: true,
  async run(context) {
    context.log('starting the portal with npm start (production builds)');
    const portal = await startPortal(context.log);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const lighthouseChrome = await launchChrome({
      chromePath: CHROMIUM_PATH,
      ignoreDefaultFlags: true,
      chromeFlags: [...lighthouseChromeFlags(), '--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    const notes: string[] = [];
    try {
      for (const path of Object.keys(PUBLIC_HEADS)) {
        const url = new URL(path, portal.url).href;
        // One visit first so the figures are those of a warm server, not of its first request.
        await measurePage(browser, url, path);
        const figures = await measurePage(browser, url, path);
        notes.push(
          `${path.padEnd(16)} JS before first paint ${figures.jsKiB} KiB (${mark(figures.jsKiB <= PUBLIC_PAGE_BUDGETS.jsKiB)}), before the page's largest paint ${figures.jsToContentKiB} KiB (${mark(figures.jsToContentKiB <= PUBLIC_PAGE_BUDGETS.jsKiB)}), all JS ${figures.jsTotalKiB} KiB, CLS ${figures.cls} (${mark(figures.cls <= PUBLIC_PAGE_BUDGETS.cls)})`,
        );
        const runs: TLighthouseFigures[] = [];
        const failed: string[] = [];
        while (runs.length < context.rounds) {
          try {
            runs.push(await runLighthouse(url, lighthouseChrome.port));
          } catch (error) {
            if (!(error instanceof LighthouseRunFailed)) throw error;
            failed.push(error.message);
            context.log(`${path}: a Lighthouse run failed (${error.message})`);
            if (failed.length > FAILED_RUNS_ALLOWED) break;
          }
        }
        const givenUp = runs.length < context.rounds;
        if (failed.length > 0)
          notes.push(
            `${''.padEnd(16)} ${givenUp ? 'FAILED: ' : ''}${failed.length} Lighthouse run(s) could not finish${givenUp ? '' : ' and were run again'}: ${failed.join('; ')}`,
          );
        if (givenUp) {
          process.exitCode = 1;
          continue;
        }
        const lh = medianRun(runs);
        // TBT's own median: the run with the median score need not have it.
        const tbtMs = median(runs.map((run) => run.tbtMs));
        notes.push(
          `${''.padEnd(16)} Lighthouse performance ${lh.performance} (${mark(lh.performance >= PUBLIC_PAGE_BUDGETS.performance)}), LCP ${lh.lcpMs} ms, TBT ${tbtMs} ms (${mark(tbtMs <= PUBLIC_PAGE_BUDGETS.tbtMs)}), CLS ${lh.cls}: the median of ${runs.length} runs (scores ${runs.map((r) => r.performance).join(', ')}; TBT ${runs.map((r) => r.tbtMs).join(', ')} ms)`,
        );
      }
    } finally {
      lighthouseChrome.kill();
      await browser.close();
      await portal.stop();
    }
    return {
      title: `public pages, production build, mobile viewport (budgets: JS <= ${PUBLIC_PAGE_BUDGETS.jsKiB} KiB gzip, CLS <= ${PUBLIC_PAGE_BUDGETS.cls}, performance >= ${PUBLIC_PAGE_BUDGETS.performance}, TBT <= ${PUBLIC_PAGE_BUDGETS.tbtMs} ms)`,
      rows: [],
      notes,
    };
  },
};
