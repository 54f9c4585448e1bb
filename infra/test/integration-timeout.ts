import { jest } from '@jest/globals';

/**
 * Jest reads `testTimeout` from the top-level configuration only, never a project's, so the integration
 * project's limit is set here: its tests wait on queues and a shared MongoDB on a busy CI machine.
 */
jest.setTimeout(30_000);
