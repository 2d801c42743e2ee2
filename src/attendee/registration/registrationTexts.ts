// The registration pages' texts, loaded with those pages only (not the home's first script).
import en from '../../../locales/en/attendeeRegistration.json';
import ru from '../../../locales/ru/attendeeRegistration.json';
import type { AppLanguage } from '../texts';

export type RegistrationTexts = typeof en;

export const registrationTextsFor = (language: AppLanguage): RegistrationTexts =>
  language === 'ru' ? ru : en;
