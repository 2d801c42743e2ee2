// The texts this area's screens use; bundled in the area's chunk.
import enDesign from '../../../../locales/en/design.json';
import ruDesign from '../../../../locales/ru/design.json';
import enWidgets from '../../../../locales/en/widgets.json';
import ruWidgets from '../../../../locales/ru/widgets.json';

export const texts = {
  ru: { design: ruDesign, widgets: ruWidgets },
  en: { design: enDesign, widgets: enWidgets },
};
