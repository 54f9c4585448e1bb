import { hashSessionId } from './session-id.ts';

describe('hashSessionId', () => {
  it('is the hex SHA-256 of the id', () => {
    expect(hashSessionId('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
