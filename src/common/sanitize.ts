// Rich-text policy of spec/console.md §5: the default safe tags plus span, a style attribute on
// any tag, a class attribute on p. Used before saving by the console and again by the server,
// which also refuses active content (scripts, handlers, javascript: URLs) outright: an honest
// editor never produces it, so its presence means a hostile or broken client.
import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
  filterStyle,
  linkTarget,
} from './richTextPolicy';

/** Styles narrowed to the allowed declarations; a link's target and rel set by the policy. */
function transformAttributes(tagName: string, attribs: sanitizeHtml.Attributes) {
  const { style, ...kept } = attribs;
  if (tagName === 'a') {
    delete kept.rel;
    delete kept.target;
    Object.assign(kept, linkTarget(attribs.target));
  }
  const allowedStyle = style === undefined ? '' : filterStyle(style);
  if (allowedStyle) kept.style = allowedStyle;
  return { tagName, attribs: kept };
}

const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]]),
  ),
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowProtocolRelative: false,
  transformTags: { '*': transformAttributes },
  // filterStyle already kept only allowed declarations, written the way the console writes them.
  parseStyleAttributes: false,
};

const ACTIVE_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'meta',
  'link',
  'base',
  'svg',
  'math',
  'template',
  'noscript',
]);
const ACTIVE_URL = /^\s*(javascript|vbscript|data):/i;

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, POLICY);
}

/** The first piece of active content in the HTML ('<script>', 'onclick', 'javascript: URL'), or null. */
export function findActiveContent(html: string): string | null {
  if (!/[<&]/.test(html)) return null;
  let found: string | null = null;
  sanitizeHtml(html, {
    ...POLICY,
    onOpenTag(name, attribs) {
      if (found) return;
      if (ACTIVE_TAGS.has(name)) found = `<${name}>`;
      for (const [attr, value] of Object.entries(attribs)) {
        if (found) break;
        if (/^on/i.test(attr)) found = attr;
        else if (ACTIVE_URL.test(value))
          found = `${value.slice(0, value.indexOf(':')).trim().toLowerCase()}: URL`;
      }
    },
  });
  return found;
}
