// The texts this area's screens use; bundled in the area's chunk.
import enReplay from '../../../../locales/en/replay.json';
import ruReplay from '../../../../locales/ru/replay.json';

export const texts = {
  ru: { replay: ruReplay },
  en: { replay: enReplay },
};
