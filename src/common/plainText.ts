// Text for files that other programs read (schedule exports, calendars): without the
// characters that corrupt or disguise it there. C0 and C1 controls other than tab and line
// breaks (XML 1.0 cannot carry them, iCalendar forbids them), the noncharacters U+FFFE/U+FFFF,
// and the bidi embeddings, overrides and isolates that reorder what a reader shows (a title
// that displays differently from what it says). Marks (U+200E/U+200F) stay: they only hint.

const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufffe\uffff]/g;

/** The text with controls, noncharacters and bidi overrides removed. */
export const withoutControls = (text: string) => text.replace(FORBIDDEN, '');
