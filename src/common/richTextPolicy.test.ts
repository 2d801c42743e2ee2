import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from './richTextPolicy';

describe('the rich-text policy', () => {
  it('allows exactly the default safe tags of sanitize-html plus span', () => {
    const expected = new Set([...sanitizeHtml.defaults.allowedTags, 'span']);
    expect(new Set(RICH_TEXT_TAGS)).toEqual(expected);
    expect(RICH_TEXT_TAGS).toHaveLength(expected.size);
  });

  it("keeps sanitize-html's default link attributes and rel, style anywhere, class on p", () => {
    expect(RICH_TEXT_ATTRIBUTES.a).toEqual([
      ...(sanitizeHtml.defaults.allowedAttributes.a ?? []),
      'rel',
    ]);
    expect(RICH_TEXT_ATTRIBUTES['*']).toEqual(['style']);
    expect(RICH_TEXT_ATTRIBUTES.p).toEqual(['class', 'style']);
  });
});
