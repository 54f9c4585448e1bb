import { parseEnv } from '@gtm/service-kit/env';
import { ZGatewayEnv } from './env.ts';

const valid = {
  PORT: '4000',
  REDIS_URL: 'redis://127.0.0.1:6379',
  IDENTITY_SECRET: 'x'.repeat(32),
  SVC_AUTH_URL: 'http://127.0.0.1:4001',
  SVC_CANDIDATES_URL: 'http://127.0.0.1:4002',
  SVC_CLIENTS_URL: 'unix:/tmp/svc-clients.sock',
  PUBLIC_ORIGIN: 'http://localhost:8080',
};

describe('the gateway environment', () => {
  it('listens on loopback and trusts no forwarding proxy unless told', () => {
    const env = parseEnv(ZGatewayEnv, valid);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.TRUSTED_PROXIES).toBe(0);
  });

  it('takes the address and the proxies in front from HOST and TRUSTED_PROXIES', () => {
    const env = parseEnv(ZGatewayEnv, { ...valid, HOST: '0.0.0.0', TRUSTED_PROXIES: '1' });
    expect(env).toMatchObject({ HOST: '0.0.0.0', TRUSTED_PROXIES: 1 });
    expect(() => parseEnv(ZGatewayEnv, { ...valid, TRUSTED_PROXIES: '-1' })).toThrow(/TRUSTED_PROXIES/);
  });
});
