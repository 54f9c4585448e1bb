import { parseRequestTarget } from './request-target.ts';

describe('parseRequestTarget', () => {
  it('keeps a plain target as it is', () => {
    expect(parseRequestTarget('/api/admin/client-users?page=2')).toEqual({
      target: '/api/admin/client-users?page=2',
      path: '/api/admin/client-users',
    });
  });

  it('resolves dot segments before routing, as the service will', () => {
    expect(parseRequestTarget('/api/version/../admin/client-users')).toEqual({
      target: '/api/admin/client-users',
      path: '/api/admin/client-users',
    });
  });

  it('routes on the decoded path, as Hono does in the service', () => {
    expect(parseRequestTarget('/api/%61dmin/client-users')?.path).toBe('/api/admin/client-users');
  });

  it('refuses absolute-form, empty and backslash targets', () => {
    expect(parseRequestTarget('http://evil.test/api/user')).toBeNull();
    expect(parseRequestTarget('')).toBeNull();
    expect(parseRequestTarget(undefined)).toBeNull();
    expect(parseRequestTarget('/api\\admin')).toBeNull();
  });
});
