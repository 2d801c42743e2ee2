// Public URL keys of events: derived from the title (Cyrillic transliterated), 3–20 characters
// of [a-zA-Z0-9_-], as rule.keyLength demands.
import { EVENT_KEY_MAX, EVENT_KEY_MIN } from './constants';

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Lower-cases, transliterates and keeps [a-z0-9-]; pads short results with 'event'. */
export function keyFromTitle(title: string): string {
  const latin = [...title.toLowerCase()].map((c) => CYRILLIC[c] ?? c).join('');
  const slug = latin
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, EVENT_KEY_MAX)
    .replace(/-+$/, '');
  return slug.length >= EVENT_KEY_MIN
    ? slug
    : `event${slug ? `-${slug}` : ''}`.slice(0, EVENT_KEY_MAX);
}

/** The n-th alternative of a taken key: 'conf' → 'conf-2', trimmed to stay within 20. */
export function keyVariant(base: string, n: number): string {
  const suffix = `-${n}`;
  return `${base.slice(0, EVENT_KEY_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/**
 * First path segments of the console's routes and the server's own paths. The attendee app is
 * served at /{eventKey}/, so an event may not take one of these keys (compared without case):
 * its app would hide a console page. A console test checks every top-level route is listed.
 */
export const RESERVED_EVENT_KEYS: readonly string[] = [
  'api',
  'assets',
  'auth',
  'confirm-password-reset',
  'edit',
  'healthz',
  'invitation',
  'live',
  'new',
  'replay',
  'restore-password',
  'settings',
  'signin',
  'signout',
  'signup',
];

export const isReservedEventKey = (key: string) => RESERVED_EVENT_KEYS.includes(key.toLowerCase());
