// Passwords that are long enough but guessed first (NIST SP 800-63B §5.1.1.2): those on the
// common-password list of @zxcvbn-ts/language-common (about 49,000, maintained with zxcvbn-ts),
// one character repeated ('        ', 'aaaaaaaa'), and the account's own e-mail address or its
// local part. Server-side only: the list is too large for the console's first load.
import { dictionary } from '@zxcvbn-ts/language-common';
import enRules from '../../../../locales/en/rules.json';
import { formatRuleMessage } from '../../../common/rules';
import { invalidArgument } from '../../rpc/errors';

const COMMON = new Set(dictionary['passwords-common']);

/** The rule key the password breaks, or null. */
export function weakPasswordRule(password: string, email: string): string | null {
  const lower = password.toLowerCase();
  if (COMMON.has(lower) || /^(.)\1*$/su.test(password)) return 'rule.passwordCommon';
  const address = email.trim().toLowerCase();
  if (lower === address || lower === address.split('@')[0]) return 'rule.passwordIsEmail';
  return null;
}

/** Refuses a weak password as INVALID_ARGUMENT naming the field, in English. */
export function assertStrongPassword(password: string, email: string, field: string): void {
  const key = weakPasswordRule(password, email);
  if (key) throw invalidArgument(field, formatRuleMessage({ key }, enRules), { key });
}
