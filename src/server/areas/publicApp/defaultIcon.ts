// The app's icon until the organiser uploads one (issue 29): the event's initials in its main
// colour on its background colour, drawn by sharp from an SVG at the two sizes a phone needs to
// install the app. Rendered once per snapshot and size, kept beside the snapshot object.
import sharp from 'sharp';
import type { PublicEvent } from '../../../common/publicEvent';

export const DEFAULT_ICON_SIZES = [192, 512] as const;

/** Up to two initials: of the first two words of the title (or of the key). */
export function initialsOf(title: string): string {
  const words = title.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 2)
    .map((w) => [...w][0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);
const HEX = /^#[0-9a-f]{3,8}$/i;

function iconSvg(event: PublicEvent, size: number): string {
  const { color1, color3 } = event.theme.colors;
  const background = HEX.test(color3) ? color3 : '#ffffff';
  const ink = HEX.test(color1) ? color1 : '#000000';
  const initials = escape(initialsOf(event.title || event.eventKey));
  const font = initials.length > 1 ? size * 0.38 : size * 0.5;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="${background}"/><text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${font}" fill="${ink}">${initials}</text></svg>`;
}

const rendered = new WeakMap<PublicEvent, Map<number, Promise<Buffer>>>();

/** The PNG of the event's default icon at one of DEFAULT_ICON_SIZES. */
export function defaultIcon(event: PublicEvent, size: number): Promise<Buffer> {
  let sizes = rendered.get(event);
  if (!sizes) {
    sizes = new Map();
    rendered.set(event, sizes);
  }
  let png = sizes.get(size);
  if (!png) {
    png = sharp(Buffer.from(iconSvg(event, size)))
      .png()
      .toBuffer();
    sizes.set(size, png);
  }
  return png;
}
