import { findActiveContent, sanitizeRichText } from './sanitize';

describe('rich-text policy', () => {
  it('keeps the safe tags, span, style on any tag and class on p', () => {
    const html =
      '<p class="lead" style="color: red">A <b>b</b> <span style="font-size: 2em">c</span></p><ul><li>x</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops other attributes and unknown tags, keeping their text', () => {
    expect(sanitizeRichText('<div class="x" id="y">t<custom>u</custom></div>')).toBe(
      '<div>tu</div>',
    );
    expect(sanitizeRichText('<a href="https://e.com" target="_blank" rel="x">l</a>')).toBe(
      '<a href="https://e.com" target="_blank" rel="noopener noreferrer">l</a>',
    );
    expect(sanitizeRichText('<a href="https://e.com" target="_top" rel="opener">l</a>')).toBe(
      '<a href="https://e.com">l</a>',
    );
  });

  it('keeps only the allowed style declarations with safe values', () => {
    expect(
      sanitizeRichText(
        '<p style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:9999;color:#c00">x</p>',
      ),
    ).toBe('<p style="color: #c00">x</p>');
    expect(
      sanitizeRichText(
        '<span style="background:url(https://evil.example/b.gif);font-weight:bold">x</span>',
      ),
    ).toBe('<span style="font-weight: bold">x</span>');
    expect(sanitizeRichText('<span style="background-color:url(x)">x</span>')).toBe(
      '<span>x</span>',
    );
    expect(sanitizeRichText('<p style="width:expression(alert(1))">x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<p style="color:red;text-align:center">x</p>')).toBe(
      '<p style="color: red; text-align: center">x</p>',
    );
  });

  it('removes scripts, handlers and javascript: links', () => {
    expect(sanitizeRichText('<p onclick="x()">a</p><script>alert(1)</script>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('names the active content it finds', () => {
    expect(findActiveContent('<p>plain</p>')).toBeNull();
    expect(findActiveContent('no markup at all')).toBeNull();
    expect(findActiveContent('<p>a</p><script>alert(1)</script>')).toBe('<script>');
    expect(findActiveContent('<img src="x" onerror="alert(1)">')).toBe('onerror');
    expect(findActiveContent('<a href=" JavaScript:alert(1)">x</a>')).toBe('javascript: URL');
    expect(findActiveContent('<iframe src="https://e.com"></iframe>')).toBe('<iframe>');
  });
});
