import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { PRERENDER_FILE, PRERENDER_PUBLIC_PATH } from '@gtm/contracts/prerender';

/**
 * Shared singletons of the portal: one React, one antd (one theme), one session store, one router.
 * A trailing slash shares every subpath (`react/jsx-runtime`, `react-dom/client`, `@gtm/web-kit/<file>`).
 * The router is web-kit's `router.ts` (one context for every app), not react-router-dom: a shared package is
 * bundled whole, while web-kit's short list of its exports lets webpack drop the rest of react-router.
 */
const SHARED = {
  react: 'react',
  'react/': 'react',
  'react-dom': 'react-dom',
  'react-dom/': 'react-dom',
  antd: 'antd',
  zustand: 'zustand',
  swr: 'swr',
  '@gtm/web-kit/': '@gtm/web-kit',
};

/** The share config of an app: each entry a singleton whose required version is the app's own dependency range. */
function sharedFor(dependencies) {
  return Object.fromEntries(
    Object.entries(SHARED).map(([key, dependency]) => {
      const requiredVersion = dependencies[dependency];
      if (!requiredVersion) throw new Error(`package.json must depend on ${dependency} to share ${key}`);
      // A "pkg/" prefix names its package, which spares the manifest writer a deprecated Node lookup of "pkg/".
      return [
        key,
        { singleton: true, requiredVersion, ...(key.endsWith('/') && { packageName: dependency }) },
      ];
    }),
  );
}

/** The chunks holding the webpack and federation runtimes: the shell's entry and a remote's container entry. */
const RUNTIME_CHUNK_FILE = /^(main|remoteEntry)\.js$/;

/** How the apps compile: TypeScript and JSX through swc, `.css` as text, images as files named by content. */
function moduleRules(production) {
  return [
    {
      // Workspace packages resolve to packages/*/src (symlinks are followed), so they compile too.
      test: /\.tsx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic', development: !production } },
          },
        },
      },
    },
    { test: /\.css$/, type: 'asset/source' },
    { test: /\.(png|jpe?g|gif|webp|avif|svg)$/, type: 'asset/resource' },
  ];
}

/** Where an app's prerender bundle is written; not served, not committed. */
const PRERENDER_BUNDLE_DIR = '.prerender';

/** Runs the prerender bundle once it is written and saves what it renders beside the browser build. */
class WritePrerenderedPages {
  constructor(distDir) {
    this.distDir = distDir;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('WritePrerenderedPages', async (compilation) => {
      if (compilation.errors.length > 0) return;
      const bundle = pathToFileURL(path.join(compiler.outputPath, 'prerender.mjs'));
      // A fresh URL per build: Node caches imported modules by URL.
      const { prerender } = await import(`${bundle.href}?build=${compilation.hash}`);
      await writeFile(path.join(this.distDir, PRERENDER_FILE), JSON.stringify(await prerender()));
    });
  }
}

/**
 * The Node build of an app's `src/prerender.tsx`: one ES module, React and every dependency bundled in, whose
 * `prerender()` gives the app's share of the public pages' HTML (see `@gtm/contracts/prerender`). Images keep the
 * browser build's file names; their URLs start with {@link PRERENDER_PUBLIC_PATH}, which the server composing the
 * page replaces with the app's public origin (a remote's origin is only known at run time).
 */
function prerenderConfig({ appDir, name, entry }) {
  return {
    name: `${name}-prerender`,
    // After the browser build, whose `clean` would otherwise race this build's output reader.
    dependencies: [name],
    mode: 'production',
    target: 'node24',
    context: appDir,
    entry: { prerender: entry },
    devtool: false,
    experiments: { outputModule: true },
    output: {
      path: path.join(appDir, PRERENDER_BUNDLE_DIR),
      filename: '[name].mjs',
      library: { type: 'module' },
      chunkFormat: 'module',
      publicPath: PRERENDER_PUBLIC_PATH,
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    module: {
      rules: moduleRules(true),
      // The browser build already emitted the images under the same names.
      generator: { 'asset/resource': { emit: false } },
    },
    // One file: lazily imported modules (forms below the fold) are rendered as their placeholders anyway.
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new WritePrerenderedPages(path.join(appDir, 'dist')),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The webpack config of a federated app: the shell (host, `html` set, no remotes: it reads them at run time)
 * or a remote (`exposes` set, emits `remoteEntry.js` and `mf-manifest.json`, served from its own origin).
 *
 * With `prerender` (a module exporting `prerender()`), a production build also renders the app's share of the
 * public pages into `dist/prerender.json`.
 *
 * `html.parameters` are values the page template reads besides `htmlWebpackPlugin` (e.g. an API path to preload).
 *
 * @param {{ appDir: string, name: string, exposes?: Record<string, string>, html?: { template: string, parameters?: Record<string, unknown> }, prerender?: string }} app
 */
export function federatedAppConfig({ appDir, name, exposes, html, prerender }) {
  const { dependencies } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const isRemote = Boolean(exposes);

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const browser = browserConfig(production);
    return production && prerender ? [browser, prerenderConfig({ appDir, name, entry: prerender })] : browser;
  };

  function browserConfig(production) {
    return {
      name,
      mode: production ? 'production' : 'development',
      context: appDir,
      // A remote has no page of its own: the container entry the federation plugin adds is all it ships.
      entry: isRemote ? {} : { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // The shell serves deep links (/admin/dashboard/...) from one index.html, so its chunks need root URLs;
        // a remote's chunks load from wherever its manifest was found.
        publicPath: isRemote ? 'auto' : '/',
        uniqueName: name,
        // Hashed names for cache busting, except chunks holding the webpack runtime (the shell's main.js, a
        // remote's remoteEntry.js): the federation runtime resolves their name before content hashes exist, and
        // the manifest points at remoteEntry.js by name. Servers must revalidate those (no-cache).
        filename: (pathData) => (pathData.chunk?.hasRuntime() ? '[name].js' : '[name].[contenthash:8].js'),
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
      module: { rules: moduleRules(production) },
      // The shell provides web-kit's files to every app, each file a shared module of its own, and so by default
      // an async chunk of its own: a public page started with ten chunks of under 1 KiB gz, each a request, a
      // script element and a share lookup on the main thread before hydration. They go in one chunk instead.
      ...(!isRemote && {
        optimization: {
          splitChunks: {
            cacheGroups: {
              webKit: {
                test: /[\\/]packages[\\/]web-kit[\\/]src[\\/]/,
                name: 'web-kit',
                chunks: 'async',
                minSize: 0,
                enforce: true,
              },
            },
          },
        },
      }),
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes } : {}),
          manifest: isRemote,
          shared: sharedFor(dependencies),
          // Reuse what is already loaded instead of fetching every remote's entry up front to compare versions.
          shareStrategy: 'loaded-first',
          dts: false,
          dev: false,
          // Leaner runtimes: browser code only; no manifest snapshots (the shell loads each remote's entry
          // directly); and a remote never loads remotes itself.
          experiments: {
            optimization: { target: 'web', disableSnapshot: true, ...(isRemote && { disableRemote: true }) },
          },
        }),
        // V8's explicit compile hint: every function of the runtime chunk (the federation runtime) runs at start-up,
        // so V8 compiles them while the file streams in, off the main thread, instead of one by one on first call.
        new webpack.BannerPlugin({
          banner: '//# allFunctionsCalledOnLoad',
          raw: true,
          test: RUNTIME_CHUNK_FILE,
          // After minification (which would drop the comment), before the source maps are written.
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        }),
        ...(html
          ? [
              new HtmlWebpackPlugin({
                template: html.template,
                ...(html.parameters && { templateParameters: html.parameters }),
                // The template loads the scripts itself (`htmlWebpackPlugin.files.js`): when it decides is its own.
                inject: false,
                minify: production && {
                  collapseWhitespace: true,
                  removeComments: true,
                  minifyCSS: true,
                  minifyJS: true,
                  useShortDoctype: true,
                },
              }),
            ]
          : []),
      ],
      // The bundle budget that matters is the JS before the first paint of a public page, measured in a real
      // browser; webpack's per-asset hint would only flag antd's lazily loaded shared chunk.
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  }
}
