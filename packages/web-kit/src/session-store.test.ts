import { describe, expect, it } from '@jest/globals';
import { logout } from '@gtm/contracts/operations/sign-in';
import { getCurrentUser } from '@gtm/contracts/operations/users';
import { SESSION_OPERATIONS } from './session-store.ts';

describe('the session store’s operations', () => {
  it('are the descriptors’ methods and paths, so the zod-free copies cannot drift', () => {
    expect(SESSION_OPERATIONS.getCurrentUser).toEqual({
      method: getCurrentUser.method,
      path: getCurrentUser.path,
    });
    expect(SESSION_OPERATIONS.logout).toEqual({ method: logout.method, path: logout.path });
  });
});
