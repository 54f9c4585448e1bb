import { compareSnapshots } from './data-snapshot.ts';
import type { TDataSnapshot } from './data-snapshot.ts';

const snapshot = (collections: Record<string, [number, Record<string, string>]>): TDataSnapshot =>
  new Map(
    Object.entries(collections).map(([name, [count, documents]]) => [
      name,
      { count, documents: new Map(Object.entries(documents)) },
    ]),
  );

describe('compareSnapshots', () => {
  const before = snapshot({
    'gtm_auth.users': [2, { a: 'h1', b: 'h2' }],
    'gtm_clients.companies': [1, { c: 'h3' }],
  });

  it('finds nothing when nothing changed', () => {
    expect(
      compareSnapshots(
        before,
        snapshot({ 'gtm_auth.users': [2, { a: 'h1', b: 'h2' }], 'gtm_clients.companies': [1, { c: 'h3' }] }),
      ),
    ).toEqual([]);
  });

  it('names a changed row count, a changed document, a replaced one and a new collection', () => {
    const after = snapshot({
      'gtm_auth.users': [2, { a: 'h1', b: 'changed' }],
      'gtm_clients.companies': [1, { d: 'h4' }],
      'gtm_candidates.one_pagers': [1, { e: 'h5' }],
    });
    expect(compareSnapshots(before, after)).toEqual([
      'gtm_auth.users: documents changed: b',
      'gtm_clients.companies: documents replaced: c',
      'gtm_candidates.one_pagers: collection created',
    ]);
    expect(
      compareSnapshots(
        before,
        snapshot({
          'gtm_auth.users': [3, { a: 'h1', b: 'h2' }],
          'gtm_clients.companies': [1, { c: 'h3' }],
        }),
      ),
    ).toEqual(['gtm_auth.users: 2 rows before, 3 after']);
  });
});
