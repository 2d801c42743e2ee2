// A QR image (drawn from the uqr matrix as one SVG path, crisp at any size) with a caption
// beneath: the ticket's check-in code over its short door code, a sync link over the link.
import type { ReactNode } from 'react';
import { encode } from 'uqr';

export function QrCode({
  code,
  label,
  caption,
}: {
  code: string;
  label: string;
  caption: ReactNode;
}) {
  const { data, size } = encode(code, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <figure className="qr">
      <svg
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-label={label}
        shapeRendering="crispEdges"
      >
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
