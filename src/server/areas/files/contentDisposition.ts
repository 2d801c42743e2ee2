// Content-Disposition for a download (RFC 6266): an ASCII fallback name for old clients and
// the exact name as RFC 5987 UTF-8, so no name can break out of the header.

/** RFC 5987 attr-char: everything else is percent-encoded. */
const encodeExt = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

export function attachmentDisposition(filename: string): string {
  // eslint-disable-next-line no-control-regex -- control characters must not reach a header
  const name = filename.replace(/[\u0000-\u001f\u007f/\\]/g, '_') || 'file';
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["%;]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeExt(name)}`;
}
