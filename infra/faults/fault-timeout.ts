import { jest } from '@jest/globals';

/** Jest reads `testTimeout` from the top-level configuration only: each fault test starts the whole portal. */
jest.setTimeout(180_000);
