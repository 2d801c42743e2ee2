// The texts this area's screens use; bundled in the area's chunk.
import enSchedule from '../../../../locales/en/schedule.json';
import ruSchedule from '../../../../locales/ru/schedule.json';
import enWidgets from '../../../../locales/en/widgets.json';
import ruWidgets from '../../../../locales/ru/widgets.json';

export const texts = {
  ru: { schedule: ruSchedule, widgets: ruWidgets },
  en: { schedule: enSchedule, widgets: enWidgets },
};
