import { fillPath, PATH_PREFIXES, PATHS } from './paths.ts';

describe('PATHS', () => {
  it("puts every screen of an area's group under the area's prefix", () => {
    for (const area of ['candidate', 'employer', 'admin'] as const) {
      for (const path of Object.values(PATHS[area]))
        expect(path.startsWith(`${PATH_PREFIXES[area]}/`)).toBe(true);
    }
  });
});

describe('fillPath', () => {
  it('fills and encodes route params', () => {
    expect(fillPath('/a/:id/b/:other', { id: 'x y', other: '1' })).toBe('/a/x%20y/b/1');
    expect(fillPath(PATHS.employer.combine, { shareId: 'ab/c' })).toBe('/employer/combines/ab%2Fc');
  });
});
