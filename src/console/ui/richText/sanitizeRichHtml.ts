// The console's side of the rich-text policy (src/common/richTextPolicy.ts, which the server
// applies with sanitize-html): DOMPurify with the same tags, per-tag attributes and link
// schemes, the same style filter and link rel, run on the editor's output before it reaches a
// form.
import DOMPurify from 'dompurify';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
  filterStyle,
  linkTarget,
} from '../../../common/richTextPolicy';

const ALL_ATTRIBUTES = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];
// A listed scheme, or no scheme at all (a relative URL, but not a protocol-relative one).
// DOMPurify tests every attribute's value with it, not only links (hence no scheme = fine).
const ALLOWED_URI = new RegExp(
  `^(?:(?:${RICH_TEXT_SCHEMES.join('|')}):|(?!//)[^:/?#]*(?:[/?#]|$))`,
  'i',
);

let purifier: ReturnType<typeof DOMPurify> | null = null;

function createPurifier(): ReturnType<typeof DOMPurify> {
  const instance = DOMPurify(window);
  // DOMPurify's allow-list of attributes is global: narrow it per tag as the server does.
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    const allowed = [...(RICH_TEXT_ATTRIBUTES[tag] ?? []), ...(RICH_TEXT_ATTRIBUTES['*'] ?? [])];
    if (!allowed.includes(data.attrName)) data.keepAttr = false;
    else if (data.attrName === 'style') {
      data.attrValue = filterStyle(data.attrValue);
      if (!data.attrValue) data.keepAttr = false;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const { target, rel } = linkTarget(node.getAttribute('target') ?? undefined);
    node.removeAttribute('rel');
    node.removeAttribute('target');
    if (target && rel) {
      node.setAttribute('target', target);
      node.setAttribute('rel', rel);
    }
  });
  return instance;
}

export function sanitizeRichHtml(html: string): string {
  purifier ??= createPurifier();
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: ALL_ATTRIBUTES,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
