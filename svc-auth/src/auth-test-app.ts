import { TEST_IDENTITY_SECRET } from '@gtm/service-kit/test-context';
import type { TTestContext } from '@gtm/service-kit/test-context';
import { createAuthApp } from './app.ts';
import { ZAuthEnv } from './env.ts';
import type { TAuthEnv } from './env.ts';
import { createUsersRepository } from './routes/users/users.repository.ts';
import { createSignInDeps } from './sign-in/sign-in-deps.ts';

/**
 * svc-auth's app on a test context, assembled exactly as `main.ts` does, with environment overrides (rate
 * limits, lifetimes). For integration tests of svc-auth and of the gateway in front of it.
 */
export const openAuthTestApp = async (ctx: TTestContext, overrides: Record<string, string> = {}) => {
  const env: TAuthEnv = ZAuthEnv.parse({
    MONGODB_URI: 'mongodb://test',
    REDIS_URL: ctx.redisUrl,
    IDENTITY_SECRET: TEST_IDENTITY_SECRET,
    ...overrides,
  });
  const users = await createUsersRepository(ctx.mongo);
  const signIn = await createSignInDeps({ env, mongo: ctx.mongo, redis: ctx.redis, log: ctx.log, users });
  const app = createAuthApp({ ...ctx, ...signIn.deps });
  return { app, env, users, deps: signIn.deps, close: signIn.close };
};
