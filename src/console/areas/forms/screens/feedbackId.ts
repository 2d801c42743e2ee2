// The id of a new feedback form (spec/content.md §2.19, §9): the organiser's optional id
// (6–25 of [a-zA-Z0-9_-]) or, when empty, one generated; stored as 'feedback_{id}'.
import { string } from 'yup';
import { FEEDBACK_ID_PATTERN, FEEDBACK_PREFIX } from '../../../../common/forms';

export const FEEDBACK_ID_MAX = 25;

export const feedbackIdRule = string()
  .trim()
  .test('feedbackId', { key: 'rule.feedbackId' }, (v) => !v || FEEDBACK_ID_PATTERN.test(v));

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random 12-character id: 36^12 choices, so two forms of an event do not meet by chance. */
export function generatedFeedbackId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

export const feedbackFormId = (id: string): string =>
  `${FEEDBACK_PREFIX}${id.trim() || generatedFeedbackId()}`;
