// The texts this area's screens use; bundled in the area's chunk.
import enEvents from '../../../../locales/en/events.json';
import ruEvents from '../../../../locales/ru/events.json';

export const texts = {
  ru: { events: ruEvents },
  en: { events: enEvents },
};
