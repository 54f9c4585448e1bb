import { Hono } from 'hono';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import { requireKind } from '@gtm/service-kit/identity';
import type { TContactRateLimit } from './contact-rate-limit.ts';
import { createContactSubmission, listContactSubmissions } from './contact-submissions.handlers.ts';
import type { TContactSubmissionsRepository } from './contact-submissions.repository.ts';

/** The public contact form (anyone) and the admins' list (decided at the gateway, re-checked here). */
export const contactSubmissionsRoutes = (
  submissions: TContactSubmissionsRepository,
  rateLimit: TContactRateLimit,
  trustedProxies: number,
) =>
  new Hono<TAppEnv>()
    .post('/api/contact-submissions', createContactSubmission(submissions, rateLimit, trustedProxies))
    .get('/api/contact-submissions', requireKind('admin'), listContactSubmissions(submissions));
