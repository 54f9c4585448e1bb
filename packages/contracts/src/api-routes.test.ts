import { API_ROUTES } from './api-routes.ts';
import { documentedStatuses, pathOf, pathParamNames } from './operation.ts';

describe('the operation descriptors', () => {
  it('have unique ids and unique method + path pairs', () => {
    const ids = API_ROUTES.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    const rows = API_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(rows).size).toBe(rows.length);
  });

  it.each(API_ROUTES.map((route) => [route.id, route] as const))(
    '%s: declares its path parameters, a success answer and the answers its access implies',
    (_id, route) => {
      const declared = Object.keys(route.request?.params?.shape ?? {});
      expect(declared.sort()).toEqual(pathParamNames(route.path).sort());
      const statuses = documentedStatuses(route);
      expect(statuses.some((status) => status >= 200 && status < 300)).toBe(true);
      expect(statuses).toContain(500);
      if (!route.access.includes('anonymous')) expect(statuses).toContain(401);
      if (route.request?.body) expect(statuses).toEqual(expect.arrayContaining([400, 413]));
      // HTTP gives a 204 no body: documented as none (no media type in the OpenAPI document), and only a 204.
      for (const status of statuses) expect(Boolean(route.responses[status]?.noBody)).toBe(status === 204);
    },
  );

  it('fills path parameters encoded, and refuses a missing one', () => {
    expect(pathOf({ path: '/api/candidate-profiles/:id' }, { id: 'a/b' })).toBe(
      '/api/candidate-profiles/a%2Fb',
    );
    expect(() => pathOf({ path: '/api/candidate-profiles/:id' })).toThrow('missing path parameter id');
  });
});
