import { describe, expect, it } from '@jest/globals';
import { REMOTE_PATHS, routeTreePaths } from '@gtm/contracts/remotes';
import { routes } from './routes.tsx';

describe('the candidate remote', () => {
  it("serves every path the shell's route table sends it, and no other", () => {
    expect([...routeTreePaths(routes)].sort()).toEqual([...REMOTE_PATHS.candidate].sort());
  });
});
