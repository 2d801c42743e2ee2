// Rich-text policy of spec/console.md §5: the default safe tags plus span, a style attribute on
// any tag, a class attribute on p. Used before saving by the console and again by the server.
import sanitizeHtml from 'sanitize-html';

const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'span'],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    '*': ['style'],
    p: ['class', 'style'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, POLICY);
}
