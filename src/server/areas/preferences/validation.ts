// The preference keys the public app knows and the values each may hold.
import {
  DATE_LOCALES,
  ICON_PREFERENCE_PREFIX,
  LIMITS,
  PREFERENCE_KEYS,
  SWITCH_VALUES,
} from '../../../common/constants';
import { colorRule, httpUrlRule } from '../../../common/rules';
import { invalidArgument, validate } from '../../rpc/errors';

const ICON_KEY = /^[a-zA-Z0-9_-]{1,50}$/;

export function preferenceKey(key: string): string {
  const fixed: string[] = Object.values(PREFERENCE_KEYS);
  if (fixed.includes(key)) return key;
  if (
    key.startsWith(ICON_PREFERENCE_PREFIX) &&
    ICON_KEY.test(key.slice(ICON_PREFERENCE_PREFIX.length))
  ) {
    return key;
  }
  throw invalidArgument(
    'key',
    `unknown preference key; expected ${fixed.join(', ')} or ${ICON_PREFERENCE_PREFIX}{iconKey}.`,
  );
}

export function preferencePayload(
  key: string,
  payload: Record<string, string>,
): Record<string, string> {
  const entries = Object.entries(payload);
  if (entries.length === 0) throw invalidArgument('preference', 'the payload is empty.');
  if (entries.length > LIMITS.preferenceEntries) {
    throw invalidArgument('preference', `at most ${LIMITS.preferenceEntries} entries.`);
  }
  for (const [name, value] of entries) {
    if (name.length > 100 || value.length > LIMITS.preferenceValue) {
      throw invalidArgument('preference', `entry '${name.slice(0, 100)}' is too long.`);
    }
  }
  if (
    key === PREFERENCE_KEYS.locale &&
    !(DATE_LOCALES as readonly string[]).includes(payload.value ?? '')
  ) {
    throw invalidArgument('preference.value', `must be one of ${DATE_LOCALES.join(', ')}.`);
  }
  if (
    key === PREFERENCE_KEYS.footerVisible &&
    !(SWITCH_VALUES as readonly string[]).includes(payload.value ?? '')
  ) {
    throw invalidArgument('preference.value', `must be one of ${SWITCH_VALUES.join(', ')}.`);
  }
  // An empty link is a delete (DeleteEventPreferenceByKey), never a stored value.
  if (key === PREFERENCE_KEYS.footerLink) {
    validate(httpUrlRule('link'), payload.value ?? '', 'preference.value');
  }
  if (key === PREFERENCE_KEYS.mainColors) {
    for (const [name, value] of entries) validate(colorRule, value, `preference.${name}`);
  }
  return payload;
}
