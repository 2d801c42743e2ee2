// The favourites page's own texts (moving them to another device), loaded with that page only.
import en from '../../../locales/en/attendeeFavorites.json';
import ru from '../../../locales/ru/attendeeFavorites.json';
import type { AppLanguage } from '../texts';

export type FavoritesTexts = typeof en;

export const favoritesTextsFor = (language: AppLanguage): FavoritesTexts =>
  language === 'ru' ? ru : en;
