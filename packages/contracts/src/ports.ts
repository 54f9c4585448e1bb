/** Default local ports of `npm start` (each overridable by the environment variable named beside it). */
export const DEFAULT_PORTS = {
  portal: 8080, // PORT
  shell: 3000, // SHELL_PORT
  'mfe-marketing': 3001, // MFE_MARKETING_PORT
  'mfe-candidate': 3002, // MFE_CANDIDATE_PORT
  'mfe-admin': 3003, // MFE_ADMIN_PORT
  'mfe-employer': 3004, // MFE_EMPLOYER_PORT
  gateway: 4000, // GATEWAY_PORT
  'svc-auth': 4001, // SVC_AUTH_PORT
  'svc-candidates': 4002, // SVC_CANDIDATES_PORT
  'svc-clients': 4003, // SVC_CLIENTS_PORT
  s3: 4569, // S3_PORT (embedded s3rver)
  ses: 8005, // SES_PORT (embedded aws-ses-v2-local and its mailbox)
} as const;

/** The origin a browser on this machine reaches a local port at (`npm start`'s public URLs). */
export const localOrigin = (port: number) => `http://localhost:${port}`;

/** The portal's public origin under `npm start` with the default ports: PUBLIC_ORIGIN's default. */
export const DEFAULT_PUBLIC_ORIGIN = localOrigin(DEFAULT_PORTS.portal);
