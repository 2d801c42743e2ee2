// The texts this area's screens use; bundled in the area's chunk.
import enSpeakers from '../../../../locales/en/speakers.json';
import ruSpeakers from '../../../../locales/ru/speakers.json';
import enWidgets from '../../../../locales/en/widgets.json';
import ruWidgets from '../../../../locales/ru/widgets.json';

export const texts = {
  ru: { speakers: ruSpeakers, widgets: ruWidgets },
  en: { speakers: enSpeakers, widgets: enWidgets },
};
