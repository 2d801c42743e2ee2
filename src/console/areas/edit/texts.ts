// The texts this area's screens use; bundled in the area's chunk.
import enEdit from '../../../../locales/en/edit.json';
import ruEdit from '../../../../locales/ru/edit.json';
import enEvents from '../../../../locales/en/events.json';
import ruEvents from '../../../../locales/ru/events.json';

export const texts = {
  ru: { edit: ruEdit, events: ruEvents },
  en: { edit: enEdit, events: enEvents },
};
