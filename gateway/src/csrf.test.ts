import { isCrossSiteWrite } from './csrf.ts';

const ORIGIN = 'http://localhost:8080';

describe('isCrossSiteWrite', () => {
  it('never blocks safe methods', () => {
    expect(
      isCrossSiteWrite('GET', { origin: 'http://evil.test', 'sec-fetch-site': 'cross-site' }, ORIGIN),
    ).toBe(false);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'blocks a cross-site %s by Origin or by Sec-Fetch-Site',
    (method) => {
      expect(isCrossSiteWrite(method, { origin: 'http://evil.test' }, ORIGIN)).toBe(true);
      expect(isCrossSiteWrite(method, { origin: 'null' }, ORIGIN)).toBe(true);
      expect(isCrossSiteWrite(method, { 'sec-fetch-site': 'cross-site' }, ORIGIN)).toBe(true);
      expect(isCrossSiteWrite(method, { 'sec-fetch-site': 'same-site', origin: ORIGIN }, ORIGIN)).toBe(true);
    },
  );

  it('lets the portal itself and non-browser clients through', () => {
    expect(isCrossSiteWrite('POST', { origin: ORIGIN, 'sec-fetch-site': 'same-origin' }, ORIGIN)).toBe(false);
    expect(isCrossSiteWrite('POST', { origin: ORIGIN }, ORIGIN)).toBe(false);
    expect(isCrossSiteWrite('POST', {}, ORIGIN)).toBe(false);
  });
});
