import { nameOfWrite, stringField } from './write-hooks.ts';

describe('nameOfWrite', () => {
  const userId = stringField('userId');
  const id = stringField('_id');

  it("names the filter's field, else the answered document's, else nothing (every group)", () => {
    expect(nameOfWrite(userId, { userId: 'u1' }, null)).toBe('u1');
    expect(nameOfWrite(id, { _id: 'u2', hasProfile: { $ne: true } }, null)).toBe('u2');
    expect(nameOfWrite(userId, { _id: 'x' }, { userId: 'u3' })).toBe('u3');
    expect(nameOfWrite(userId, { userId: { $in: ['u1', 'u2'] } }, null)).toBeNull();
    expect(nameOfWrite(userId, { status: 'active' }, { acknowledged: true })).toBeNull();
    expect(nameOfWrite(userId, { userId: '' }, null)).toBeNull();
  });
});
