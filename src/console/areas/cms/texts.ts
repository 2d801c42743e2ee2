// The texts this area's screens use; bundled in the area's chunk.
import enCms from '../../../../locales/en/cms.json';
import ruCms from '../../../../locales/ru/cms.json';
import enWidgets from '../../../../locales/en/widgets.json';
import ruWidgets from '../../../../locales/ru/widgets.json';

export const texts = {
  ru: { cms: ruCms, widgets: ruWidgets },
  en: { cms: enCms, widgets: enWidgets },
};
