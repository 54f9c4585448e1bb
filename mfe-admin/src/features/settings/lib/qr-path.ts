import { create } from 'qrcode';

/** The light margin around a QR code, in modules: 4 is what the QR standard asks scanners to rely on. */
const QUIET_ZONE = 4;

/**
 * A QR code of `text` as one SVG path (each run of dark modules in a row is one rectangle) and the side of its
 * square view box, quiet zone included: drawn by React as an `<svg>`, without a data URL or injected markup.
 */
export function qrPath(text: string): { d: string; size: number } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`);
    }
  }
  return { d: parts.join(''), size: modules.size + 2 * QUIET_ZONE };
}
