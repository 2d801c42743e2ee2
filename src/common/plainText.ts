// Plain text without the characters that corrupt or disguise it: C0 and C1 controls (XML 1.0
// cannot carry them, iCalendar forbids them, a terminal obeys them), the noncharacters
// U+FFFE/U+FFFF, and the bidi embeddings, overrides and isolates that reorder what a reader
// shows (a title that displays differently from what it says). Marks (U+200E/U+200F) stay:
// they only hint. Line breaks and tabs are the one difference between a one-line field, which
// refuses them, and a multi-line one, which keeps them. Files that other programs read
// (schedule exports, calendars) remove the same characters from older text.

/* eslint-disable no-control-regex -- control characters are exactly what these find */
const NOT_IN_LINES =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufffe\uffff]/;
const NOT_IN_A_LINE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufffe\uffff]/;
/* eslint-enable no-control-regex */

/** The text with controls (tab and line breaks excepted), noncharacters and bidi overrides removed. */
export const withoutControls = (text: string) =>
  text.replace(new RegExp(NOT_IN_LINES.source, 'g'), '');

/** Whether a one-line field's text holds a control (line breaks and tabs included) or override. */
export const breaksOneLine = (text: string) => NOT_IN_A_LINE.test(text);

/** Whether a multi-line field's text holds a control other than tab and line breaks, or an override. */
export const breaksLines = (text: string) => NOT_IN_LINES.test(text);
