// The app's own interface texts (locales/{ru,en}/attendee.json), in the event's language when
// it is Russian, else English. Small enough to ship both; no i18n library on the first load.
import en from '../../locales/en/attendee.json';
import ru from '../../locales/ru/attendee.json';

export type Texts = typeof en;
export type AppLanguage = 'ru' | 'en';

export const appLanguage = (eventLanguage: string | undefined): AppLanguage =>
  eventLanguage?.toLowerCase().startsWith('ru') ? 'ru' : 'en';

export const textsFor = (language: AppLanguage): Texts => (language === 'ru' ? ru : en);

/** Fills {{name}} placeholders. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
