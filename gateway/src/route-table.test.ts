import { API_ROUTES } from '@gtm/contracts/api-routes';
import { createRouteTable } from './route-table.ts';

const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '665f1c0ffee0000000000abc');

describe('route table', () => {
  const table = createRouteTable();

  it.each(API_ROUTES.map((route) => [route.method, route.path, route] as const))(
    'routes %s %s to its own row',
    (method, path, route) => {
      expect(table.match(method, concrete(path))).toBe(route);
    },
  );

  it('routes HEAD as GET and knows nothing of other paths', () => {
    expect(table.match('HEAD', '/api/version')?.service).toBe('svc-auth');
    expect(table.match('GET', '/api/versions')).toBeUndefined();
    expect(table.match('GET', '/api/user/candidate-profile/extra')).toBeUndefined();
  });

  it('tells which methods a known path answers', () => {
    expect(table.allowedMethods('/api/contact-submissions').sort()).toEqual(['GET', 'POST']);
    expect(table.allowedMethods('/api/candidate-profiles/abc').sort()).toEqual(['DELETE', 'GET']);
    expect(table.allowedMethods('/api/nowhere')).toEqual([]);
  });

  it('tells rows apart that share a prefix', () => {
    expect(table.match('POST', '/api/talent-combines/add-one-pager')?.path).toBe(
      '/api/talent-combines/add-one-pager',
    );
    expect(table.match('DELETE', '/api/talent-combines/t1/one-pagers/o1')?.path).toBe(
      '/api/talent-combines/:talentCombineId/one-pagers/:onePagerId',
    );
    expect(table.match('GET', '/api/user')?.service).toBe('svc-auth');
    expect(table.match('GET', '/api/user/candidate-profile')?.service).toBe('svc-candidates');
  });

  it('keeps a path written out in a row to that row: other methods are not a parameter row’s', () => {
    // Found by the contract fuzzer: PUT add-one-pager reached PUT /api/talent-combines/:id (400, not 405).
    expect(table.match('PUT', '/api/talent-combines/add-one-pager')).toBeUndefined();
    expect(table.match('GET', '/api/talent-combines/add-one-pager')).toBeUndefined();
    expect(table.allowedMethods('/api/talent-combines/add-one-pager')).toEqual(['POST']);
    expect(table.match('PUT', '/api/talent-combines/665f1c0ffee0000000000abc')?.path).toBe(
      '/api/talent-combines/:id',
    );
  });

  it('keeps a word of a row with parameters to that row: .../days/preview is not .../days/:dayId', () => {
    // Found by the contract fuzzer: GET .../days/preview reached GET .../days/:dayId (400, not 405).
    const share = '/api/employer/combines/665f1c0ffee0000000000abc/days';
    expect(table.match('GET', `${share}/preview`)).toBeUndefined();
    expect(table.allowedMethods(`${share}/preview`)).toEqual(['POST']);
    expect(table.match('POST', `${share}/preview`)?.path).toBe(
      '/api/employer/combines/:shareId/days/preview',
    );
    expect(table.match('GET', `${share}/665f1c0ffee0000000000def`)?.path).toBe(
      '/api/employer/combines/:shareId/days/:dayId',
    );
    expect(table.allowedMethods(`${share}/665f1c0ffee0000000000def`)).toEqual(['GET']);
  });
});
