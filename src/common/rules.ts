// The validation rules of spec/console.md §5, once, as Yup schemas. Messages are locale keys
// with values ({ key: 'rule.required', values: { label: 'email' } }): the console translates
// them with i18next, the server formats them in English with formatRuleMessage.
import { number, object, ref, string } from 'yup';
import type { ValidationError } from 'yup';
import {
  EVENT_KEY_MAX,
  EVENT_KEY_MIN,
  LIMITS,
  PASSWORD_MIN_LENGTH,
  UPLOAD_ROLES,
} from './constants';
import {
  CLIENT_ID_PATTERN,
  DOMAIN_PATTERN,
  EVENT_KEY_PATTERN,
  ID_PATTERN,
  UUID_PATTERN,
} from './patterns';
import { breaksLines, breaksOneLine } from './plainText';
import { parseCropXy } from './uploadRoles';

export {
  CLIENT_ID_PATTERN,
  DOMAIN_PATTERN,
  EVENT_KEY_PATTERN,
  ID_PATTERN,
  UUID_PATTERN,
} from './patterns';

// A type alias, not an interface: Yup's Message type wants an index-signature-compatible object.
export type RuleMessage = {
  key: string;
  values?: Record<string, string | number>;
};

export function isRuleMessage(message: unknown): message is RuleMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    typeof (message as RuleMessage).key === 'string'
  );
}

export const msg = (key: string, values?: RuleMessage['values']): RuleMessage =>
  values ? { key, values } : { key };
export const required = (label: string) => msg('rule.required', { label });
const tooLong = (label: string, max: number) => msg('rule.maxLength', { label, max });

/** One line of plain text: no control character (CR and LF included) and no bidi override. */
const oneLine = (label: string) =>
  [
    'oneLine',
    msg('rule.plainLine', { label }),
    (v: string | undefined) => v === undefined || !breaksOneLine(v),
  ] as const;

/** A required one-line text, trimmed: a title, a name (the content areas' titles by default). */
export const requiredTitleRule = (label: string, max: number = LIMITS.title) =>
  string()
    .trim()
    .required(required(label))
    .max(max, tooLong(label, max))
    .test(...oneLine(label));

const COLOR_PATTERN =
  /^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|#[0-9a-fA-F]{8}|rgba\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*(0|1|0?\.\d+|1\.0+)\s*\))$/;

/** E-mail: required, contains '@', one '@' and a dot after it (rule.emailInvalid). */
export const emailRule = string()
  .trim()
  .required(required('email'))
  .max(LIMITS.email, tooLong('email', LIMITS.email))
  .test('at', msg('rule.emailRequiredAt'), (v) => v === undefined || v.includes('@'))
  .matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: msg('rule.emailInvalid') });

export const passwordRule = string()
  .required(required('password'))
  .min(PASSWORD_MIN_LENGTH, msg('rule.passwordLength', { min: PASSWORD_MIN_LENGTH }))
  .max(LIMITS.password, tooLong('password', LIMITS.password));

export const credentialsSchema = object({ email: emailRule, password: passwordRule });

export const confirmPasswordSchema = object({
  newPassword: passwordRule,
  confirmNewPassword: string()
    .required(required('confirmNewPassword'))
    .min(PASSWORD_MIN_LENGTH, msg('rule.passwordLength', { min: PASSWORD_MIN_LENGTH }))
    .oneOf([ref('newPassword')], msg('rule.passwordsNotMatch')),
});

export const eventKeyRule = string()
  .trim()
  .required(required('key'))
  .matches(EVENT_KEY_PATTERN, { message: msg('rule.keyLength') });

export const eventTitleRule = requiredTitleRule('title');

/** The app name on the design screen: the event's title, with its own label. */
export const appNameRule = requiredTitleRule('appName');

/** Host names of two or more labels of 1–63 characters, no label starting or ending with '-'. */
const DOMAIN_LABEL = /^[a-zA-Z0-9_](?:[a-zA-Z0-9_-]{0,61}[a-zA-Z0-9_])?$/;
export const isDomainShaped = (value: string): boolean => {
  const labels = value.split('.');
  return (
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    // A numeric last label is an IP address, not a domain.
    !/^\d+$/.test(labels[labels.length - 1] ?? '')
  );
};

export const domainRule = string()
  .trim()
  .max(LIMITS.domain, tooLong('domain', LIMITS.domain))
  .matches(DOMAIN_PATTERN, { message: msg('rule.domain'), excludeEmptyString: true })
  .test('shape', msg('rule.domain'), (v) => !v || isDomainShaped(v));

export const idRule = string().matches(ID_PATTERN, { message: msg('rule.id') });

export const orgNameRule = requiredTitleRule('orgName', LIMITS.orgName);

/** The name of an organizer entry or a sponsor. */
export const nameRule = requiredTitleRule('name');

export const colorRule = string()
  .required(required('color'))
  .matches(COLOR_PATTERN, { message: msg('rule.color', { label: 'color' }) });

/** Epoch seconds of an event date; 0 means 'no date'. */
export const epochSecondsRule = (label: string) =>
  number()
    .integer(msg('rule.date', { label }))
    .min(0, msg('rule.date', { label }))
    .max(32_503_680_000, msg('rule.date', { label }));

/** A calendar date as YYYY-MM-DD, or empty. */
export const dateRule = (label: string) =>
  string().test('isoDate', msg('rule.date', { label }), (v) => !v || isIsoDate(v));

/** A calendar date as YYYY-MM-DD, required (statistics ranges). */
export const isoDateRule = (label: string) => dateRule(label).required(required(label));

export function isIsoDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const t = Date.parse(`${v}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over to March: only a date that reads back the same is real.
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(v);
}

/** A time of day as 24-hour HH:MM, whatever the locale (issue 30, item 15). */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A time of day as HH:MM, required. */
export const timeRule = (label: string) =>
  string()
    .required(required(label))
    .matches(TIME_PATTERN, { message: msg('rule.time') });

/** The message of an event whose end date is before its start date. */
export const dateOrderMessage = msg('rule.dateOrder');

export const uuidRule = (label: string) =>
  string()
    .required(required(label))
    .matches(UUID_PATTERN, { message: msg('rule.uuid', { label }) });

export const clientIdRule = (label: string) =>
  string()
    .required(required(label))
    .matches(CLIENT_ID_PATTERN, { message: msg('rule.uuid', { label }) });

/** Whether a text is an absolute http(s) URL with a host and no whitespace. */
function isHttpUrl(v: string): boolean {
  if (/\s/.test(v)) return false;
  try {
    const url = new URL(v);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A link the attendee app opens (the footer link): an absolute http(s) URL. */
export const httpUrlRule = (label: string) =>
  string()
    .required(required(label))
    .max(LIMITS.url, tooLong(label, LIMITS.url))
    .test('httpUrl', msg('rule.httpUrl', { label }), (v) => v === undefined || isHttpUrl(v));

/** An IANA time zone name the runtime knows ('Europe/Moscow', 'UTC'); offsets are not zones. */
export const isTimeZone = (value: string): boolean => {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

export const timeZoneRule = string()
  .required(required('timeZone'))
  .max(64, tooLong('timeZone', 64))
  .test('zone', msg('rule.timeZone'), (v) => v === undefined || isTimeZone(v));

export const textRule = (label: string, max: number) =>
  string().defined().max(max, tooLong(label, max));

/** Plain text of one line, or of several (line breaks and tabs allowed), without controls. */
export const plainTextRule = (label: string, max: number, lines: 'one' | 'many') =>
  lines === 'one'
    ? textRule(label, max).test(...oneLine(label))
    : textRule(label, max).test(
        'lines',
        msg('rule.plainLines', { label }),
        (v) => v === undefined || !breaksLines(v),
      );

/** The rule messages in one locale, as in locales/{lang}/rules.json. */
export interface RuleTexts {
  rule: Record<string, string>;
  label: Record<string, string>;
}

/** Formats a rule message in one locale: labels are looked up, {{values}} filled in. */
export function formatRuleMessage(message: unknown, texts: RuleTexts): string {
  if (typeof message === 'string') return message;
  const { key, values = {} } = message as RuleMessage;
  const template = texts.rule[key.replace(/^rule\./, '')] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) return '';
    return name === 'label' ? (texts.label[String(value)] ?? String(value)) : String(value);
  });
}

/** The first failing rule of a Yup error, with the path of the field it concerns. */
export function firstRuleError(error: ValidationError): { path: string; message: unknown } {
  const first = error.inner[0] ?? error;
  return { path: first.path ?? '', message: first.errors[0] ?? first.message };
}

export { EVENT_KEY_MIN, EVENT_KEY_MAX };

// Uploads (spec/console.md §7 files.Upload): the name the browser gave, its declared type, the
// crop rectangle as text. The role list and the crop parser live in uploadRoles.ts.
// eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
const FILE_NAME_FORBIDDEN = /[\u0000-\u001f\u007f/\\\u202a-\u202e\u2066-\u2069]/;

export const fileNameRule = requiredTitleRule('origFilename', LIMITS.fileName).test(
  'chars',
  msg('rule.fileName'),
  (v) => v === undefined || !FILE_NAME_FORBIDDEN.test(v),
);

/** A MIME type without parameters ('image/png'), or '' when the browser knows none. */
export const contentTypeRule = string()
  .max(100, tooLong('contentType', 100))
  .matches(/^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i, {
    message: msg('rule.contentType'),
    excludeEmptyString: true,
  });

export const uploadRoleRule = string()
  .required(required('role'))
  .oneOf(UPLOAD_ROLES, msg('rule.oneOf', { label: 'role', values: UPLOAD_ROLES.join(', ') }));

export const cropXyRule = string()
  .required(required('cropXy'))
  .test('shape', msg('rule.cropXy'), (v) => v === undefined || parseCropXy(v) !== null);
