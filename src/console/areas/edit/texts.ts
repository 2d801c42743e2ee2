// The texts this area's screens use; bundled in the area's chunk.
import enEdit from '../../../../locales/en/edit.json';
import ruEdit from '../../../../locales/ru/edit.json';
import enEvents from '../../../../locales/en/events.json';
import ruEvents from '../../../../locales/ru/events.json';
import enHistory from '../../../../locales/en/history.json';
import ruHistory from '../../../../locales/ru/history.json';

export const texts = {
  // history: the undo and redo of the toolbar (and their questions) speak its words.
  ru: { edit: ruEdit, events: ruEvents, history: ruHistory },
  en: { edit: enEdit, events: enEvents, history: enHistory },
};
