// The texts this area's screens use; bundled in the area's chunk.
import enMenus from '../../../../locales/en/menus.json';
import ruMenus from '../../../../locales/ru/menus.json';

export const texts = {
  ru: { menus: ruMenus },
  en: { menus: enMenus },
};
