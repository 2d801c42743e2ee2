// Server refusals as texts of the organiser's language. A refusal says what it means as data
// (CallError.refusal, issue 30 item 2): a locale key — 'rule.…' in the rules texts, 'error.…'
// in the common texts — with its values, and the field it concerns. A refusal without it (an
// older server's, or one kept from before) is known by its message (src/common/messages.ts);
// a validation refusal reads "field: message". Only a refusal the console cannot read at all
// shows the server's message as it came.
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATION_IN_USE_KEY, parseLocationInUse } from '../../common/cms';
import { MESSAGES } from '../../common/messages';
import type { CallError } from '../../client/transport';
import { failureNotified, notified } from './notificationsSlice';

const NAMES = new Map<string, string>(Object.entries(MESSAGES).map(([name, text]) => [text, name]));

export interface Refusal {
  /** The request field it concerns ('key', 'domain'…), or null. */
  field: string | null;
  /** The locale key of its text ('rules:rule.…' or a common key); null when not known. */
  textKey: string | null;
  /** The values of its text. */
  values: Record<string, string>;
  /** The server's message without its field. */
  message: string;
}

export function refusalOf(refused: CallError | string): Refusal {
  const serverMessage = typeof refused === 'string' ? refused : refused.message;
  const match = /^([A-Za-z][\w.]*): (.+)$/s.exec(serverMessage);
  const message = match?.[2] ?? serverMessage;
  const detail = typeof refused === 'string' ? undefined : refused.refusal;
  if (detail) {
    return {
      field: detail.field || (match?.[1] ?? null),
      textKey: detail.key.startsWith('rule.') ? `rules:${detail.key}` : detail.key,
      values: detail.values,
      message,
    };
  }
  const name = NAMES.get(message);
  const inUse = parseLocationInUse(message);
  return {
    field: match?.[1] ?? null,
    textKey: name ? `error.${name}` : inUse ? LOCATION_IN_USE_KEY : null,
    values: inUse ? Object.fromEntries(inUse.map(([kind, n]) => [kind, String(n)])) : {},
    message,
  };
}

/**
 * The text of a refusal's key in the interface language: a rule's label is itself a key
 * (rules:label.*); a location in use lists its referrers' counts.
 */
export function refusalText(
  t: TFunction,
  language: string,
  key: string,
  values: Readonly<Record<string, string>> = {},
): string {
  if (key === LOCATION_IN_USE_KEY) {
    const what = new Intl.ListFormat(language, { type: 'conjunction' }).format(
      Object.entries(values).map(([kind, count]) =>
        t(`common:error.referrer.${kind}`, { count: Number(count) }),
      ),
    );
    return t(`common:${key}`, { what });
  }
  const given = { ...values };
  if (key.startsWith('rules:') && given.label !== undefined)
    given.label = t(`rules:label.${given.label}`);
  return t(key.includes(':') ? key : `common:${key}`, given);
}

/** The notification of a refusal: its text in the interface language, else the server's. */
export function refusalNotified(refused: CallError | string) {
  const { textKey, values } = refusalOf(refused);
  if (!textKey) return failureNotified(typeof refused === 'string' ? refused : refused.message);
  return notified({
    color: 'error',
    title: 'error.title',
    text: textKey,
    ...(Object.keys(values).length > 0 && { values }),
  });
}

/** A refusal's text in the interface language (the server's message when it is not known). */
export function useRefusalText(): (refused: CallError | string) => string {
  const { t, i18n } = useTranslation('common');
  return useCallback(
    (refused: CallError | string) => {
      const { textKey, values, message } = refusalOf(refused);
      return textKey ? refusalText(t, i18n.language, textKey, values) : message;
    },
    [t, i18n.language],
  );
}
