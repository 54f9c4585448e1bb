import { useMemo } from 'react';
import { qrPath } from '../lib/qr-path.ts';

/** A QR code drawn as an inline SVG (no data URL, no injected markup): dark modules on white, quiet zone included. */
export function QrCode({ value, label, pixels = 200 }: { value: string; label: string; pixels?: number }) {
  const { d, size } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={pixels}
      height={pixels}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="two-factor-qr"
      data-testid="two-factor-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
