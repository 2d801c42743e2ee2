// The feedback pages' texts and the answer rules' messages, in the app's language; loaded
// with those pages only, so the home page's first script does not carry them.
import enRules from '../../../locales/en/rules.json';
import ru from '../../../locales/ru/attendeeFeedback.json';
import en from '../../../locales/en/attendeeFeedback.json';
import ruRules from '../../../locales/ru/rules.json';
import type { AppLanguage } from '../texts';

export type FeedbackTexts = typeof en;

export const feedbackTextsFor = (language: AppLanguage): FeedbackTexts =>
  language === 'ru' ? ru : en;

/** The message of an answerProblem key (src/common/forms.ts) in the app's language. */
export function ruleMessage(language: AppLanguage, key: string): string {
  const rules: Record<string, string> = (language === 'ru' ? ruRules : enRules).rule;
  return rules[key] ?? key;
}
