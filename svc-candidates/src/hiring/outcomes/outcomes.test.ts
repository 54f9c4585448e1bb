import { mayRecord } from './outcomes.service.ts';

describe('who may record a stage once a candidate is placed', () => {
  it('lets the hiring company go on, and the others only close the candidate', () => {
    expect(mayRecord('offer', 'a', [])).toBe(true);
    expect(mayRecord('hired', 'a', ['a'])).toBe(true);
    expect(mayRecord('interviewing', 'b', ['a'])).toBe(false);
    expect(mayRecord('hired', 'b', ['a'])).toBe(false);
    expect(mayRecord('not-selected', 'b', ['a'])).toBe(true);
  });
});
