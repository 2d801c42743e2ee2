// The texts this area's screens use; bundled in the area's chunk.
import enOrganizers from '../../../../locales/en/organizers.json';
import ruOrganizers from '../../../../locales/ru/organizers.json';
import enWidgets from '../../../../locales/en/widgets.json';
import ruWidgets from '../../../../locales/ru/widgets.json';

export const texts = {
  ru: { organizers: ruOrganizers, widgets: ruWidgets },
  en: { organizers: enOrganizers, widgets: enWidgets },
};
