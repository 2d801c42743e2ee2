import { sanitizeRichText } from '../../../common/sanitize';
import { sanitizeRichHtml } from './sanitizeRichHtml';

const SAMPLES = [
  '<p>Plain <strong>bold</strong> <em>italic</em></p>',
  '<p class="lead" style="color:red">Styled</p><span style="font-weight:bold">span</span>',
  '<ol><li><p>One</p><ul><li><p>Nested</p></li></ul></li></ol>',
  '<p><a href="https://example.com" target="_blank" rel="noopener">link</a></p>',
  '<p><a rel="opener" target="_self" href="https://example.com">self</a></p>',
  '<p style="position:fixed;inset:0;color:red;background:url(https://e.example/b)">x</p>',
  '<span style="font-weight:bold;behavior:url(x.htc);text-align:center">y</span>',
  '<p><a href="/relative">relative</a> <a href="mailto:a@example.com">mail</a></p>',
  '<div class="x" id="y" data-z="1">attributes</div>',
  '<p><img src="x.png">image</p>',
  '<table><tbody><tr><td>cell</td></tr></tbody></table>',
];

describe('sanitizeRichHtml (the console side of the rich-text policy)', () => {
  it('keeps what the server keeps', () => {
    for (const html of SAMPLES) expect(sanitizeRichHtml(html)).toBe(sanitizeRichText(html));
  });

  it('drops scripts, handlers, unknown attributes and unsafe links', () => {
    expect(sanitizeRichHtml('<p onclick="x()">a<script>alert(1)</script></p>')).toBe('<p>a</p>');
    expect(sanitizeRichHtml('<a href="javascript:alert(1)" title="t">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichHtml('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichHtml('<p style="width:expression(alert(1))">e</p>')).toBe('<p>e</p>');
    expect(sanitizeRichHtml('<span class="c" style="color: blue">s</span>')).toBe(
      '<span style="color: blue">s</span>',
    );
  });
});
