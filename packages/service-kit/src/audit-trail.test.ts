import { changedFields } from './audit-trail.ts';

describe('changedFields', () => {
  type TRecord = { status: string; tags: string[]; location: string | null; secret?: string; at?: Date };
  const before: TRecord = { status: 'pending', tags: ['a', 'b'], location: null, secret: 'x' };

  it('names only the listed fields that changed, with their values before and after', () => {
    const after: TRecord = { status: 'active', tags: ['a', 'b'], location: 'Austin', secret: 'y' };
    expect(changedFields(before, after, ['status', 'tags', 'location'])).toEqual([
      { field: 'status', before: 'pending', after: 'active' },
      { field: 'location', before: null, after: 'Austin' },
    ]);
  });

  it('compares lists by value and dates as ISO text', () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    expect(
      changedFields({ ...before, at }, { ...before, tags: ['b', 'a'], at: new Date(at) }, ['tags', 'at']),
    ).toEqual([{ field: 'tags', before: ['a', 'b'], after: ['b', 'a'] }]);
  });

  it('has only `after` on a create and only `before` on a delete', () => {
    expect(changedFields(null, before, ['status'])).toEqual([{ field: 'status', after: 'pending' }]);
    expect(changedFields(before, null, ['status'])).toEqual([{ field: 'status', before: 'pending' }]);
  });
});
