/** The deployable back-end services behind the gateway. */
export const SERVICES = ['svc-auth', 'svc-candidates', 'svc-clients'] as const;
export type TServiceName = (typeof SERVICES)[number];

/** Each service's own MongoDB database (one database per service). */
export const SERVICE_DATABASES: Record<TServiceName, string> = {
  'svc-auth': 'gtm_auth',
  'svc-candidates': 'gtm_candidates',
  'svc-clients': 'gtm_clients',
};
