// Field rules shared by the calls of every area: rich text is sanitised, images are file ids,
// dates are epoch seconds.
import { ConnectError, Code } from '@connectrpc/connect';
import { LIMITS } from '../../common/constants';
import { plainTextRule, textRule, uuidRule } from '../../common/rules';
import { findActiveContent, sanitizeRichText } from '../../common/sanitize';
import { invalidArgument, validate } from './errors';

/** The rich-text rule of each field, built once (a yup schema costs more to build than to run). */
const richTextRules = new Map<string, ReturnType<typeof textRule>>();

/** Rich text, sanitised with the spec's policy; active content is refused, not silently dropped. */
export function richText(value: string, field: string): string {
  let rule = richTextRules.get(field);
  if (!rule) richTextRules.set(field, (rule = textRule(field, LIMITS.richText)));
  validate(rule, value, field);
  const active = findActiveContent(value);
  if (active) throw invalidArgument(field, `active content is not allowed (${active}).`);
  return sanitizeRichText(value);
}

/** Plain text of one line (a name, a title), or of several lines with `lines: 'many'`. */
export function plainText(
  value: string,
  field: string,
  max: number = LIMITS.plainText,
  lines: 'one' | 'many' = 'one',
): string {
  return validate(plainTextRule(field, max, lines), value, field).trim();
}

/** A file id, or '' to clear the image. */
export function imageId(value: string, field: string): string {
  return value === '' ? '' : validate(uuidRule(field), value, field);
}

/** Epoch seconds from the wire; 0 clears the date. */
export function epochDate(value: number, field: string): Date | null {
  if (!Number.isFinite(value) || value < 0 || value > 32_503_680_000) {
    throw new ConnectError(
      `${field}: must be epoch seconds between 1970 and 3000.`,
      Code.InvalidArgument,
    );
  }
  return value === 0 ? null : new Date(Math.floor(value) * 1000);
}
