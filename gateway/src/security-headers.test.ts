import { securityHeaderList } from './security-headers.ts';

describe('securityHeaderList', () => {
  it('carries the JSON-API set: CSP none, nosniff, frame deny, no referrer, same-origin resources', async () => {
    const headers = Object.fromEntries(await securityHeaderList({ hsts: false }));
    expect(headers).toEqual({
      'content-security-policy':
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });

  it('adds HSTS only when served over HTTPS', async () => {
    const headers = Object.fromEntries(await securityHeaderList({ hsts: true }));
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
