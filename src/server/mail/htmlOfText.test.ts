import { htmlOfText } from './htmlOfText';

describe('htmlOfText', () => {
  it('escapes markup, keeps paragraphs and line breaks, and links the links', () => {
    const html = htmlOfText(
      'Привет, <b>Ann</b> & co\nline two\n\nOpen https://app.test/a?x=1&y="2" now.\n',
    );
    expect(html).toContain('<p>Привет, &lt;b&gt;Ann&lt;/b&gt; &amp; co<br>\nline two</p>');
    expect(html).toContain(
      '<p>Open <a href="https://app.test/a?x=1&amp;y=">https://app.test/a?x=1&amp;y=</a>&quot;2&quot; now.</p>',
    );
    expect(html).not.toContain('<b>');
  });
});
