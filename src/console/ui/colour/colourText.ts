// The colour picker's text form (spec/console.md §2.25): '#RRGGBB' (upper case, like the default
// colours in src/common/constants.ts) when fully opaque, else 'rgba(r, g, b, a)' with the alpha
// rounded to 2 decimals. Parsing accepts what the shared colour rule accepts.

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const hex2 = (n: number) => n.toString(16).padStart(2, '0').toUpperCase();
const channel = (n: number) => Math.min(255, Math.max(0, Math.round(n)));
/** Alpha to 2 decimals, within 0..1. */
const roundAlpha = (a: number) => Math.min(1, Math.max(0, Math.round(a * 100) / 100));

export function formatColour({ r, g, b, a }: Rgba): string {
  const alpha = roundAlpha(a);
  const [R, G, B] = [channel(r), channel(g), channel(b)];
  return alpha === 1 ? `#${hex2(R)}${hex2(G)}${hex2(B)}` : `rgba(${R}, ${G}, ${B}, ${alpha})`;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGBA = /^rgba\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d*\.?\d+)\s*\)$/i;

/** The colour a text names, or null when it is not '#rgb', '#rrggbb', '#rrggbbaa' or rgba(). */
export function parseColour(text: string): Rgba | null {
  const value = text.trim();
  const hex = HEX.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    const [r, g, b, a = 255] = (full.match(/../g) ?? []).map((h) => parseInt(h, 16));
    return { r: r ?? 0, g: g ?? 0, b: b ?? 0, a: roundAlpha(a / 255) };
  }
  const m = RGBA.exec(value);
  if (!m) return null;
  const [r, g, b, a] = m.slice(1).map(Number) as [number, number, number, number];
  if (r > 255 || g > 255 || b > 255 || a > 1) return null;
  return { r, g, b, a };
}

/** The text in the picker's own form ('#abc' → '#AABBCC'), or the text itself when invalid. */
export function normaliseColour(text: string): string {
  const rgba = parseColour(text);
  return rgba ? formatColour(rgba) : text;
}
