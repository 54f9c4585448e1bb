import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import modelImports from '@gtm/infra/lint/model-imports.js';

/** The front-end apps whose screens live in `src/features/<feature>`. */
const FEATURE_APPS = ['shell', 'mfe-admin', 'mfe-candidate', 'mfe-employer', 'mfe-marketing'];

const featuresOf = (app) => {
  try {
    return readdirSync(`${app}/src/features`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

/**
 * bulletproof-react's boundaries: a feature imports no other feature (shared code goes to the app's
 * components/lib, or to web-kit), and nothing in a feature imports the app's composition root (`src/app`).
 */
const featureZones = FEATURE_APPS.flatMap((app) => [
  ...featuresOf(app).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to components/ or lib/.',
  })),
  {
    target: `./${app}/src/features`,
    from: `./${app}/src/app`,
    message: 'Features do not import the app: the app composes features.',
  },
]);

/** The project's own rules (each with its unit test beside it in infra/lint). */
const local = { rules: { 'model-own-folder': modelImports } };

/** Another workspace is used through its package's exports, never through its src/. */
const OTHER_WORKSPACE_SRC = {
  regex: String.raw`^@gtm/[a-z-]+/src/`,
  message: "Another workspace's src/ is its own: import what its package exports.",
};

/** What the images run: the services, the gateway and the packages they import (their tests aside). */
const RUNTIME_SOURCES = [
  'svc-*/src/**/*.ts',
  'gateway/src/**/*.ts',
  'packages/contracts/src/**/*.ts',
  'packages/hiring/src/**/*.ts',
  'packages/service-kit/src/**/*.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.prerender/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX, 'check-file': checkFile, local },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Imports spelt one way: types in their own `import type` statement, never inline beside values.
      'import-x/consistent-type-specifier-style': ['error', 'prefer-top-level'],
      // Another workspace is used through its package name and exports, never through a relative path into it.
      'import-x/no-relative-packages': 'error',
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
      'no-restricted-imports': ['error', { patterns: [OTHER_WORKSPACE_SRC] }],
      // One repository per collection: a `*.model.ts` value is imported only in its own folder (types anywhere).
      'local/model-own-folder': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,css}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    // What the images run (tests aside) imports no test framework, Testing Library or @gtm/infra: a test helper
    // that needs one lives in infra/test (e.g. the services' mounting suite); those needing none (a service's
    // src/test-app.ts, service-kit's test-context.ts) may sit in src.
    files: RUNTIME_SOURCES,
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            OTHER_WORKSPACE_SRC,
            {
              group: ['@jest/*', 'jest', '@playwright/*', '@testing-library/*', '@gtm/infra', '@gtm/infra/*'],
              message:
                'A test helper is no runtime code: put it in infra/test and import it from tests only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one suite that runs several services together reaches each through its test app, and only that.
    files: ['cross-service/**/*.ts'],
    rules: {
      'import-x/no-relative-packages': 'off',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^\.\./(svc-[a-z-]+|gateway)/src/(?!test-app\.ts$|app\.ts$).+`,
              message: "Use the service's src/test-app.ts (or the gateway's src/app.ts), not its internals.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'shell/**/*.tsx',
      'mfe-*/**/*.tsx',
      'packages/web-kit/**/*.tsx',
      'shell/**/*.ts',
      'mfe-*/**/*.ts',
      'packages/web-kit/**/*.ts',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // One router for every app: web-kit's router.ts is the shared singleton; react-router imported anywhere
    // else would be a second copy, bundled into that app, with a router context of its own.
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'packages/web-kit/**/*.{ts,tsx}'],
    ignores: ['packages/web-kit/src/router.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message: "Import routing from '@gtm/web-kit/router.ts' (the portal's one shared router).",
          })),
          patterns: [OTHER_WORKSPACE_SRC],
        },
      ],
    },
  },
);
