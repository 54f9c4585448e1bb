import { servingIndex } from './index-coverage.ts';

describe('servingIndex', () => {
  const indexes = [
    { _id: 1 },
    { createdAt: -1, _id: -1 },
    { status: 1, createdAt: -1, _id: -1 },
    { searchGrams: 1 },
  ] as const;

  it('finds the index with the equality fields first and then the sort', () => {
    expect(servingIndex(indexes, { filter: {}, sort: { createdAt: -1, _id: -1 } })).toEqual({
      createdAt: -1,
      _id: -1,
    });
    expect(servingIndex(indexes, { filter: { status: 'active' }, sort: { createdAt: -1, _id: -1 } })).toEqual(
      {
        status: 1,
        createdAt: -1,
        _id: -1,
      },
    );
    // Read backwards for the other direction.
    expect(servingIndex(indexes, { filter: { status: 'active' }, sort: { createdAt: 1, _id: 1 } })).toEqual({
      status: 1,
      createdAt: -1,
      _id: -1,
    });
  });

  it('takes the index with the most equality fields, checking the others on the documents read', () => {
    expect(
      servingIndex(indexes, { filter: { status: 'active', role: 'SDR' }, sort: { createdAt: -1, _id: -1 } }),
    ).toEqual({ status: 1, createdAt: -1, _id: -1 });
  });

  it('finds none when the sort is not in the index, or in mixed directions, or a field is missing', () => {
    expect(servingIndex(indexes, { filter: {}, sort: { name: 1 } })).toBeNull();
    expect(servingIndex(indexes, { filter: {}, sort: { createdAt: -1, _id: 1 } })).toBeNull();
    expect(servingIndex(indexes, { filter: { role: 'SDR' }, sort: { createdAt: -1 } })).toBeNull();
    expect(servingIndex([{ createdAt: -1 }], { filter: {}, sort: { createdAt: -1, _id: -1 } })).toBeNull();
  });

  it('takes ranges after the sort field and a search by its n-gram index', () => {
    expect(
      servingIndex(indexes, {
        filter: { createdAt: { $gte: new Date(0) } },
        sort: { createdAt: -1, _id: -1 },
      }),
    ).toEqual({ createdAt: -1, _id: -1 });
    expect(
      servingIndex(indexes, {
        filter: { searchGrams: { $all: ['ann'] }, status: 'x' },
        sort: { createdAt: -1 },
      }),
    ).toEqual({
      searchGrams: 1,
    });
    expect(servingIndex([{ _id: 1 }], { filter: { searchGrams: { $all: ['a'] } }, sort: {} })).toBeNull();
  });
});
