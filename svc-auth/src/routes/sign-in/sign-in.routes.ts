import { Hono } from 'hono';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import { signInHandlers } from './sign-in.handlers.ts';
import type { TSignInDeps } from './sign-in.handlers.ts';

/** Every sign-in path of spec section 7: per kind, the general `/api/auth` variant, and logout. */
export const signInRoutes = (deps: TSignInDeps) => {
  const h = signInHandlers(deps);
  return new Hono<TAppEnv>()
    .post('/api/auth/login-request', h.loginRequest('any'))
    .post('/api/auth/verify-code', h.verifyCode('any'))
    .post('/api/auth/verify-registration', h.verifyRegistration('candidate'))
    .post('/api/candidate/auth/login-request', h.loginRequest('candidate'))
    .post('/api/candidate/auth/verify-code', h.verifyCode('candidate'))
    .post('/api/candidate/auth/register', h.register('candidate'))
    .post('/api/candidate/auth/verify-registration', h.verifyRegistration('candidate'))
    .post('/api/employer/auth/login-request', h.loginRequest('employer'))
    .post('/api/employer/auth/verify-code', h.verifyCode('employer'))
    .post('/api/employer/auth/register', h.register('employer'))
    .post('/api/employer/auth/verify-registration', h.verifyRegistration('employer'))
    .post('/api/admin/auth/login-request', h.loginRequest('admin'))
    .post('/api/admin/auth/verify-code', h.verifyCode('admin'))
    .post('/api/auth/logout', h.logout);
};
