// The HTML part of a mail written as text: every character escaped, paragraphs and line breaks
// kept, and http(s) links made links, so mail programs that show only HTML show the same mail.
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const LINK = /https?:\/\/[^\s<>"']+/g;

export function htmlOfText(text: string): string {
  const paragraphs = text
    .trim()
    .split(/\n{2,}/)
    .map((p) => {
      let html = '';
      let last = 0;
      for (const m of p.matchAll(LINK)) {
        html += escapeHtml(p.slice(last, m.index));
        const href = escapeHtml(m[0]);
        html += `<a href="${href}">${href}</a>`;
        last = m.index + m[0].length;
      }
      html += escapeHtml(p.slice(last));
      return `<p>${html.replace(/\n/g, '<br>\n')}</p>`;
    });
  return `<!doctype html>\n<html><body>\n${paragraphs.join('\n')}\n</body></html>\n`;
}
