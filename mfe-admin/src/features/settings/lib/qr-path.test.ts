import { create } from 'qrcode';
import { qrPath } from './qr-path.ts';

const URI =
  'otpauth://totp/GTM%20Combine:admin%40gtmcombine.test?issuer=GTM%20Combine&secret=JBSWY3DPEHPK3PXP';

/** The dark modules a path draws, as `row,col` keys (quiet zone removed). */
const drawn = (d: string) => {
  const cells = new Set<string>();
  for (const [, x, y, width] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let step = 0; step < Number(width); step++) cells.add(`${Number(y) - 4},${Number(x) - 4 + step}`);
  }
  return cells;
};

describe('qrPath', () => {
  it('draws exactly the dark modules of the QR code, inside a 4-module quiet zone', () => {
    const { modules } = create(URI, { errorCorrectionLevel: 'M' });
    const { d, size } = qrPath(URI);
    expect(size).toBe(modules.size + 8);
    const expected = new Set<string>();
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) expected.add(`${row},${col}`);
    expect(drawn(d)).toEqual(expected);
    // A row's neighbouring dark modules are one rectangle: fewer rectangles than modules.
    expect(d.split('z').length - 1).toBeLessThan(expected.size);
  });

  it('gives another code for another key', () => {
    expect(qrPath(URI.replace('JBSWY3DPEHPK3PXP', 'KRSXG5CTMVRXEZLU')).d).not.toBe(qrPath(URI).d);
  });
});
