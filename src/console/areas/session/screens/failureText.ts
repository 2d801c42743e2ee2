// What the user reads about a failed call (spec/console.md §8): the server's status message,
// in the interface language when it is one the console knows, else as the server sent it.
import type { TFunction } from 'i18next';
import { MESSAGES } from '../../../../common/messages';
import { isNetworkError } from '../../../../client/transport';
import type { CallError } from '../../../../client/transport';
import { refusalOf, refusalText } from '../../../ui/serverRefusal';

/** Server messages of the auth screens that have a text in the auth namespace. */
const KNOWN: Partial<Record<string, string>> = {
  [MESSAGES.wrongCredentials]: 'failure.wrongCredentials',
  [MESSAGES.emailTaken]: 'failure.emailTaken',
  [MESSAGES.tooManyAttempts]: 'failure.tooManyAttempts',
  [MESSAGES.invalidActionCode]: 'failure.invalidActionCode',
  [MESSAGES.invalidSession]: 'failure.invalidSession',
};

export function isCallError(error: unknown): error is CallError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as CallError).code === 'number' &&
    typeof (error as CallError).message === 'string'
  );
}

export function failureText(error: unknown, t: TFunction, language: string): string {
  if (isCallError(error)) {
    const known = KNOWN[error.message];
    if (known) return t(`auth:${known}`);
    // No answer from the server at all ('TypeError: Failed to fetch' says nothing to an organiser).
    if (isNetworkError(error)) return t('auth:failure.network');
    // What the refusal means, in the interface language (a weak password, a broken rule…).
    const { textKey, values } = refusalOf(error);
    if (textKey) return refusalText(t, language, textKey, values);
    return error.message;
  }
  if (error instanceof Error) return error.message;
  return t('auth:failure.unknown');
}
