/** Unit tests run alone; integration tests (`*.int.test.ts`) share the real MongoDB and Redis of infra/test. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2023',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'es6' },
  },
];
const common = {
  // Stylesheets import as their text, as webpack gives them to the apps.
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.css$': '<rootDir>/packages/web-kit/build/jest-css-text.cjs' },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/e2e/'],
};

export default {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '**/*.test.ts',
        '**/*.test.tsx',
        '!**/*.int.test.ts',
        '!**/*.faults.test.ts',
        '!**/*.stack.test.ts',
      ],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['**/*.int.test.ts'],
      globalSetup: '<rootDir>/infra/test/global-setup.ts',
      globalTeardown: '<rootDir>/infra/test/global-teardown.ts',
      // A project's `testTimeout` is not read (it is a top-level option): the limit is set by a setup file.
      setupFilesAfterEnv: ['<rootDir>/infra/test/integration-timeout.ts'],
    },
    // Each fault file (and each `*.stack.test.ts`) starts the whole portal itself: run alone, in band.
    {
      ...common,
      displayName: 'faults',
      testMatch: ['<rootDir>/infra/faults/**/*.faults.test.ts', '<rootDir>/infra/**/*.stack.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/infra/faults/fault-timeout.ts'],
    },
  ],
};
