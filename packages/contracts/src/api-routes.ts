import type { TServiceName } from './services.ts';
import type { TUserKind } from './user-kinds.ts';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One row of the gateway's route table: a path of spec section 7, its owner and who may call it. */
export interface TApiRoute {
  method: THttpMethod;
  /** Hono path pattern (`:param` segments). */
  path: string;
  /** `gateway` rows are answered by the gateway itself. */
  service: TServiceName | 'gateway';
  access: readonly TUserKind[];
  /** Largest accepted request body in bytes (default {@link DEFAULT_BODY_LIMIT}). */
  bodyLimit?: number;
}

export const DEFAULT_BODY_LIMIT = 100 * 1024;
/** Multipart onboarding: a resume PDF plus a headshot and the JSON part. */
export const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;

const ANYONE = ['anonymous', 'candidate', 'employer', 'admin'] as const;
const SIGNED_IN = ['candidate', 'employer', 'admin'] as const;
const CANDIDATE = ['candidate'] as const;
const ADMIN = ['admin'] as const;

const signInRoutes = (prefix: string, steps: readonly string[]): TApiRoute[] =>
  steps.map((step) => ({
    method: 'POST',
    path: `${prefix}/auth/${step}`,
    service: 'svc-auth',
    access: ANYONE,
  }));

/** Every API path the portal calls (spec section 7), plus health, readiness and version. */
export const API_ROUTES: readonly TApiRoute[] = [
  { method: 'GET', path: '/api/healthz', service: 'gateway', access: ANYONE },
  { method: 'GET', path: '/api/readyz', service: 'gateway', access: ANYONE },
  { method: 'GET', path: '/api/version', service: 'svc-auth', access: ANYONE },

  // svc-auth: users, codes, sessions, account settings
  { method: 'GET', path: '/api/user', service: 'svc-auth', access: SIGNED_IN },
  { method: 'PATCH', path: '/api/user', service: 'svc-auth', access: SIGNED_IN },
  { method: 'PATCH', path: '/api/user/notifications', service: 'svc-auth', access: SIGNED_IN },
  { method: 'PATCH', path: '/api/user/security', service: 'svc-auth', access: SIGNED_IN },
  { method: 'POST', path: '/api/candidate/role-selection', service: 'svc-auth', access: CANDIDATE },
  ...signInRoutes('/api', ['login-request', 'verify-code', 'verify-registration']),
  ...signInRoutes('/api/candidate', ['login-request', 'verify-code', 'register', 'verify-registration']),
  ...signInRoutes('/api/employer', ['login-request', 'verify-code', 'register', 'verify-registration']),
  ...signInRoutes('/api/admin', ['login-request', 'verify-code']),
  { method: 'POST', path: '/api/auth/logout', service: 'svc-auth', access: ANYONE },

  // svc-candidates: the candidate's own data
  { method: 'GET', path: '/api/user/candidate-profile', service: 'svc-candidates', access: CANDIDATE },
  { method: 'GET', path: '/api/user/one-pagers', service: 'svc-candidates', access: CANDIDATE },
  { method: 'PATCH', path: '/api/user/settings', service: 'svc-candidates', access: CANDIDATE },
  {
    method: 'POST',
    path: '/api/candidate/onboarding/sdr',
    service: 'svc-candidates',
    access: CANDIDATE,
    bodyLimit: UPLOAD_BODY_LIMIT,
  },
  {
    method: 'POST',
    path: '/api/candidate/onboarding/ae',
    service: 'svc-candidates',
    access: CANDIDATE,
    bodyLimit: UPLOAD_BODY_LIMIT,
  },

  // svc-candidates: public contact form, admin management
  { method: 'POST', path: '/api/contact-submissions', service: 'svc-candidates', access: ANYONE },
  { method: 'GET', path: '/api/contact-submissions', service: 'svc-candidates', access: ADMIN },
  { method: 'PATCH', path: '/api/contact-submissions/:id', service: 'svc-candidates', access: ADMIN },
  { method: 'GET', path: '/api/candidate-profiles', service: 'svc-candidates', access: ADMIN },
  { method: 'GET', path: '/api/candidate-profiles/:id', service: 'svc-candidates', access: ADMIN },
  { method: 'DELETE', path: '/api/candidate-profiles/:id', service: 'svc-candidates', access: ADMIN },
  { method: 'PUT', path: '/api/candidates/:id', service: 'svc-candidates', access: ADMIN },
  { method: 'GET', path: '/api/all-candidate-users', service: 'svc-candidates', access: ADMIN },
  { method: 'DELETE', path: '/api/candidate-users/:id', service: 'svc-candidates', access: ADMIN },
  { method: 'GET', path: '/api/one-pagers', service: 'svc-candidates', access: ADMIN },
  { method: 'GET', path: '/api/talent-combines', service: 'svc-candidates', access: ADMIN },
  { method: 'POST', path: '/api/talent-combines', service: 'svc-candidates', access: ADMIN },
  { method: 'POST', path: '/api/talent-combines/add-one-pager', service: 'svc-candidates', access: ADMIN },
  {
    method: 'DELETE',
    path: '/api/talent-combines/:talentCombineId/one-pagers/:onePagerId',
    service: 'svc-candidates',
    access: ADMIN,
  },

  // svc-clients
  { method: 'GET', path: '/api/admin/client-companies', service: 'svc-clients', access: ADMIN },
  { method: 'GET', path: '/api/admin/client-users', service: 'svc-clients', access: ADMIN },
];
