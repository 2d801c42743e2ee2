// Server refusals the console knows (src/common/messages.ts) as texts of the organiser's
// language (locales/*/common.json, error.*). A validation refusal reads "field: message": the
// field tells a form where to show it. A message the console does not know shows as it came.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { parseLocationInUse } from '../../common/cms';
import { MESSAGES } from '../../common/messages';
import { failureNotified, notified } from './notificationsSlice';

const NAMES = new Map<string, string>(Object.entries(MESSAGES).map(([name, text]) => [text, name]));

export interface Refusal {
  /** The request field it concerns ('key', 'domain'…), or null. */
  field: string | null;
  /** The locale key (common namespace) of its text; null for a message the console does not know. */
  textKey: string | null;
  /** The server's message without its field. */
  message: string;
}

export function refusalOf(serverMessage: string): Refusal {
  const match = /^([A-Za-z][\w.]*): (.+)$/s.exec(serverMessage);
  const message = match?.[2] ?? serverMessage;
  const name = NAMES.get(message);
  return { field: match?.[1] ?? null, textKey: name ? `error.${name}` : null, message };
}

/** The notification of a refusal: its known text in the interface language, else the server's. */
export function refusalNotified(serverMessage: string) {
  const { textKey } = refusalOf(serverMessage);
  return textKey
    ? notified({ color: 'error', title: 'error.title', text: textKey })
    : failureNotified(serverMessage);
}

/** A refusal's text in the interface language (the server's message when it is not known). */
export function useRefusalText(): (serverMessage: string) => string {
  const { t, i18n } = useTranslation('common');
  return useCallback(
    (serverMessage: string) => {
      const { textKey, message } = refusalOf(serverMessage);
      if (textKey) return t(textKey);
      // A refusal with counts in it ('Location is used by 2 meetings and 1 post.').
      const inUse = parseLocationInUse(message);
      if (!inUse) return message;
      const what = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
        inUse.map(([kind, count]) => t(`error.referrer.${kind}`, { count })),
      );
      return t('error.locationInUse', { what });
    },
    [t, i18n.language],
  );
}
