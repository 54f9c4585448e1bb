import { readFileSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

/**
 * Shared singletons of the portal: one React, one router, one antd (one theme), one session store.
 * A trailing slash shares every subpath (`react/jsx-runtime`, `react-dom/client`, `@gtm/web-kit/<file>`).
 * react-router is listed beside react-router-dom because v7's react-router-dom re-exports it: sharing both
 * keeps a single router context even if a module imports `react-router` directly.
 */
const SHARED = {
  react: 'react',
  'react/': 'react',
  'react-dom': 'react-dom',
  'react-dom/': 'react-dom',
  'react-router': 'react-router-dom',
  'react-router-dom': 'react-router-dom',
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

/**
 * The webpack config of a federated app: the shell (host, `html` set, no remotes: it reads them at run time)
 * or a remote (`exposes` set, emits `remoteEntry.js` and `mf-manifest.json`, served from its own origin).
 *
 * @param {{ appDir: string, name: string, exposes?: Record<string, string>, html?: { template: string } }} app
 */
export function federatedAppConfig({ appDir, name, exposes, html }) {
  const { dependencies } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const isRemote = Boolean(exposes);

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
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
      module: {
        rules: [
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
        ],
      },
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
          // A remote never loads remotes itself: leaving out that part of the runtime shrinks its entry.
          ...(isRemote && { experiments: { optimization: { disableRemote: true, disableSnapshot: true } } }),
        }),
        ...(html
          ? [
              new HtmlWebpackPlugin({
                template: html.template,
                scriptLoading: 'defer',
                minify: production && {
                  collapseWhitespace: true,
                  removeComments: true,
                  minifyCSS: true,
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
  };
}
