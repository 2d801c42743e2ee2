// The inline styles rich text may keep: a short list of properties whose values can only
// colour, align, weigh or size text. Anything else (position:fixed overlays, url() beacons,
// expression(), behaviours) is dropped, declaration by declaration. One function, used by the
// server (sanitize-html) and the console (DOMPurify), so both keep exactly the same.

const COLOR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\(\s*[\d.%\s,/]+\)|hsla?\(\s*[\d.%\s,/deg]+\))$/i;
const LENGTH = /^\d{1,3}(\.\d{1,3})?(px|em|rem|%|pt)$/i;

export const RICH_TEXT_STYLES: Readonly<Record<string, RegExp>> = {
  color: COLOR,
  'background-color': COLOR,
  'text-align': /^(left|right|center|justify|start|end)$/i,
  'font-weight': /^(normal|bold|bolder|lighter|[1-9]00)$/i,
  'font-style': /^(normal|italic|oblique)$/i,
  'text-decoration':
    /^(none|underline|overline|line-through)( (underline|overline|line-through))*$/i,
  'font-size': LENGTH,
  'line-height': /^(normal|\d(\.\d{1,2})?|\d{1,3}(\.\d{1,3})?(px|em|rem|%))$/i,
  'margin-left': LENGTH,
  'padding-left': LENGTH,
};

/** The allowed declarations of a style attribute, normalised ('color: red; x: y' → 'color: red'). */
export function filterStyle(style: string): string {
  const kept: string[] = [];
  // No allowed value holds ';', so a declaration cut by a ';' in a string or url() fails its rule.
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    const rule = Object.hasOwn(RICH_TEXT_STYLES, property) ? RICH_TEXT_STYLES[property] : undefined;
    if (rule?.test(value)) kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}

/** A link's target and rel: only a new tab, and then never with access to this page. */
export function linkTarget(target: string | undefined): { target?: string; rel?: string } {
  return target === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}
