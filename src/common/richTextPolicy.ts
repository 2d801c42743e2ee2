// The rich-text policy of spec/console.md §5 as plain data, so the server (sanitize-html) and
// the console (DOMPurify) apply the same one: the default safe tags of sanitize-html plus span,
// a style attribute on any tag (only the declarations richTextStyles.ts allows), a class
// attribute on p, links of a few schemes only, opening a new tab only with rel="noopener
// noreferrer" (set by the policy, never taken from the input).
// richTextPolicy.test.ts checks that the tag list still equals sanitize-html's defaults.
export const RICH_TEXT_TAGS: readonly string[] = [
  ...['address', 'article', 'aside', 'footer', 'header', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  ...['hgroup', 'main', 'nav', 'section', 'blockquote', 'dd', 'div', 'dl', 'dt', 'figcaption'],
  ...['figure', 'hr', 'li', 'menu', 'ol', 'p', 'pre', 'ul', 'a', 'abbr', 'b', 'bdi', 'bdo', 'br'],
  ...['cite', 'code', 'data', 'dfn', 'em', 'i', 'kbd', 'mark', 'q', 'rb', 'rp', 'rt', 'rtc'],
  ...['ruby', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr'],
  ...['caption', 'col', 'colgroup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr'],
];

/** Attributes allowed per tag; '*' applies to every tag. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'name', 'target', 'rel'],
  '*': ['style'],
  p: ['class', 'style'],
};

export const RICH_TEXT_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];

export { RICH_TEXT_STYLES, filterStyle, linkTarget } from './richTextStyles';
